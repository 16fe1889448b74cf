import "server-only";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { PrismaClient as PostgresClient } from "@/lib/generated/prisma-pg/client";
import { getEnv } from "@/lib/env";
import { withConflictRetries } from "@/lib/server/sql/conflict-retry";
import { engineOf } from "@/lib/server/sql/engine";
import { serializedConnection, type SharedConnection } from "@/lib/server/sql/serialized-connection";
import { keepingPreparedStatements } from "@/lib/server/sql/statement-cache";
import { WriterThread } from "@/lib/server/sql/writer-thread";

// One Prisma client per process, on the engine DATABASE_URL names
// (./sql/engine.ts), over one connection (SQLite) or pool (PostgreSQL) it
// shares with the hand-written statements of lib/server/sql. Password hashes
// are left out of every query unless a service asks for them explicitly
// (house style §6).
const OPTIONS = { omit: { user: { passwordHash: true } } } as const;

type Created = { client: Db; shared: SharedConnection; writer: WriterThread | null };

function createClient(): Created {
  const { DATABASE_URL: url, DATABASE_POOL_SIZE: poolSize } = getEnv();
  return engineOf(url) === "postgresql" ? createPostgresClient(url, poolSize) : createSqliteClient(url);
}

// Every statement outside a transaction waits while one is open on the
// single SQLite connection (./sql/serialized-connection.ts).
function createSqliteClient(url: string) {
  // No busy timeout: SQLite would wait for another process's write lock in a
  // sleep that stops this process; the shared connection waits without blocking.
  // Compiled statements are kept (./sql/statement-cache.ts).
  // The hot public writes run on a connection of their own in another
  // thread (./sql/writer-thread.ts), which closes with Prisma's.
  const writer = new WriterThread(path.resolve(url.slice("file:".length)));
  const shared = serializedConnection(keepingPreparedStatements(new PrismaBetterSQLite3({ url, timeout: 0 })), () =>
    writer.close(),
  );
  const client = new PrismaClient({ adapter: shared.factory, ...OPTIONS });
  // WAL lets readers work while a write is in progress (kept in the file).
  // With WAL, synchronous=NORMAL is what SQLite recommends: a commit survives
  // a crash of the app, and only a power cut can lose the last commits; it
  // saves an fsync per write, which otherwise caps writes near 100 a second.
  client
    .$queryRawUnsafe("PRAGMA journal_mode = WAL")
    .then(() => client.$executeRawUnsafe("PRAGMA synchronous = NORMAL"))
    .catch((error: unknown) => console.error("[db] could not set the SQLite pragmas", error));
  return { client, shared, writer };
}

// PostgreSQL's client is generated from the same models
// (prisma/postgres/schema.prisma, made by scripts/postgres-schema.ts), so its
// API is the SQLite client's: one type serves the services. The pool gives
// each transaction a connection of its own, so nothing needs queueing; the
// transactions run SERIALIZABLE and are tried again after a conflict
// (./sql/conflict-retry.ts).
// A few instances of the app, each with its pool (DATABASE_POOL_SIZE, 10 by
// default), stay far below PostgreSQL's default of 100 connections.
function createPostgresClient(url: string, poolSize: number) {
  const shared = sharedPool(new PrismaPg({ connectionString: url, max: poolSize }));
  const client = withConflictRetries(new PostgresClient({ adapter: shared.factory, ...OPTIONS })) as unknown as Db;
  return { client, shared, writer: null };
}

function sharedPool(inner: SqlDriverAdapterFactory): SharedConnection {
  let connecting: Promise<SqlDriverAdapter> | undefined;
  const connection = () =>
    (connecting ??= inner.connect().then((adapter) => ({
      queryRaw: adapter.queryRaw.bind(adapter),
      executeRaw: adapter.executeRaw.bind(adapter),
      executeScript: adapter.executeScript.bind(adapter),
      startTransaction: async (isolationLevel) => endingOnFailedCommit(await adapter.startTransaction(isolationLevel)),
      getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      // After a disconnect ($disconnect), the next statement opens a new pool.
      dispose: () => {
        connecting = undefined;
        return adapter.dispose();
      },
    })));
  return { factory: { provider: inner.provider, adapterName: inner.adapterName, connect: connection }, connection };
}

// Prisma sends COMMIT itself, then calls commit(), which gives the pool its
// connection back; when COMMIT fails (a serialization conflict found at the
// end: ./sql/conflict-retry.ts tries again), Prisma never calls commit() or
// rollback(), and the connection would stay taken for ever. PostgreSQL has
// ended the transaction by then: give the connection back, once. After that
// nothing more may be sent on it: the pool may have lent it to another
// request, whose transaction a late ROLLBACK would end.
function endingOnFailedCommit(tx: Transaction): Transaction {
  let isEnded = false;
  const end = (ending: () => Promise<void>) => async () => {
    if (isEnded) return;
    isEnded = true;
    await ending();
  };
  const rollback = end(() => tx.rollback());
  const open = () => {
    if (isEnded) throw new Error("The transaction has ended; its connection went back to the pool.");
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: async (query) => {
      open();
      return tx.queryRaw(query);
    },
    async executeRaw(query) {
      open();
      try {
        return await tx.executeRaw(query);
      } catch (error) {
        if (query.sql === "COMMIT") await rollback();
        throw error;
      }
    },
    commit: end(() => tx.commit()),
    rollback,
  };
}

type Db = ReturnType<typeof createSqliteClient>["client"];
const globalForDb = globalThis as unknown as { __db?: Created };

const created = globalForDb.__db ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.__db = created;

export const db: Db = created.client;

// The connection under `db`, for lib/server/sql.
export function sharedConnection(): Promise<SqlDriverAdapter> {
  return created.shared.connection();
}

// SQLite's writer thread, for lib/server/sql; null on PostgreSQL, whose pool
// already leaves the JavaScript thread free while a statement runs.
export function writerThread(): WriterThread | null {
  return created.writer;
}
