import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";
import { serializedConnection, type SharedConnection } from "@/lib/server/sql/serialized-connection";

// One Prisma client per process, over one SQLite connection it shares with
// the hand-written statements of lib/server/sql (every statement outside a
// transaction waits while one is open: ./sql/serialized-connection.ts).
// Password hashes are left out of every query unless a service asks for
// them explicitly (house style §6).
function createClient() {
  // No busy timeout: SQLite would wait for another process's write lock in a
  // sleep that stops this process; the shared connection waits without blocking.
  const shared = serializedConnection(new PrismaBetterSQLite3({ url: getEnv().DATABASE_URL, timeout: 0 }));
  const client = new PrismaClient({ adapter: shared.factory, omit: { user: { passwordHash: true } } });
  // WAL lets readers work while a write is in progress (kept in the file).
  // With WAL, synchronous=NORMAL is what SQLite recommends: a commit survives
  // a crash of the app, and only a power cut can lose the last commits; it
  // saves an fsync per write, which otherwise caps writes near 100 a second.
  client
    .$queryRawUnsafe("PRAGMA journal_mode = WAL")
    .then(() => client.$executeRawUnsafe("PRAGMA synchronous = NORMAL"))
    .catch((error: unknown) => console.error("[db] could not set the SQLite pragmas", error));
  return { client, shared };
}

type Db = ReturnType<typeof createClient>["client"];
const globalForDb = globalThis as unknown as { __db?: { client: Db; shared: SharedConnection } };

const created = globalForDb.__db ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.__db = created;

export const db: Db = created.client;

// The connection under `db`, for lib/server/sql.
export function sharedConnection(): Promise<SqlDriverAdapter> {
  return created.shared.connection();
}
