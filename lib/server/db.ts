import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

// One Prisma client per process. Password hashes are left out of every
// query unless a service asks for them explicitly (house style §6).
function createClient() {
  const adapter = new PrismaBetterSQLite3({ url: getEnv().DATABASE_URL, timeout: 5000 });
  const client = new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
  // WAL lets readers work while a write is in progress (kept in the file).
  // With WAL, synchronous=NORMAL is what SQLite recommends: a commit survives
  // a crash of the app, and only a power cut can lose the last commits; it
  // saves an fsync per write, which otherwise caps writes near 100 a second.
  client
    .$queryRawUnsafe("PRAGMA journal_mode = WAL")
    .then(() => client.$executeRawUnsafe("PRAGMA synchronous = NORMAL"))
    .catch((error: unknown) => console.error("[db] could not set the SQLite pragmas", error));
  return client;
}

type Db = ReturnType<typeof createClient>;
const globalForDb = globalThis as unknown as { __db?: Db };

export const db: Db = globalForDb.__db ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.__db = db;
