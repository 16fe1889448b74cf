import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from "@prisma/driver-adapter-utils";

// A SQLite database is one connection per process, shared by every request.
// A transaction on it spans awaits (Prisma's interactive transactions, ours in
// ./sql.ts), and the driver runs whatever statement arrives meanwhile on that
// same connection: a statement of another request would join the open
// transaction, and vanish with it if it rolls back, after its caller was told
// it was stored. Prisma's SQLite adapter queues transactions behind one
// another but not single statements, so this wraps the connection: while a
// transaction is open, every other statement and transaction waits its turn,
// in order of arrival.
//
// The connection is opened once and shared by Prisma and the hand-written
// statements of ./sql.ts, so both go through the same queue.
export type SharedConnection = {
  factory: SqlDriverAdapterFactory;
  connection(): Promise<SqlDriverAdapter>;
};

// `onDispose` runs when Prisma lets the connection go ($disconnect).
export function serializedConnection(
  inner: SqlDriverAdapterFactory,
  onDispose: () => Promise<void> = async () => {},
): SharedConnection {
  let connecting: Promise<SqlDriverAdapter> | undefined;
  // After a disconnect ($disconnect), the next statement opens a new connection.
  const forget = () => {
    connecting = undefined;
    return onDispose();
  };
  const connection = () => (connecting ??= inner.connect().then((adapter) => serialize(adapter, forget)));
  return {
    factory: { provider: inner.provider, adapterName: inner.adapterName, connect: connection },
    connection,
  };
}

// First come, first served; release() hands the turn to the next in line.
export class Turns {
  private isHeld = false;
  private readonly waiting: (() => void)[] = [];

  get isFree(): boolean {
    return !this.isHeld && this.waiting.length === 0;
  }

  take(): Promise<() => void> {
    if (!this.isHeld) {
      this.isHeld = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  private releaser(): () => void {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.isHeld = false;
    };
  }
}

function serialize(adapter: SqlDriverAdapter, onDispose: () => Promise<void>): SqlDriverAdapter {
  const turns = new Turns();

  async function inTurn<T>(run: () => Promise<T>): Promise<T> {
    // The driver runs a statement synchronously, so with nobody in line it
    // cannot interleave with anything: no need to queue.
    if (turns.isFree) {
      try {
        return await run();
      } catch (error) {
        if (!isBusy(error)) throw error;
        // Another process holds the write lock: wait in line, as below.
      }
    }
    const release = await waitForTurn(turns);
    try {
      return await untilNotBusy(run);
    } finally {
      release();
    }
  }

  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query: SqlQuery) => inTurn(() => adapter.queryRaw(query)),
    executeRaw: (query: SqlQuery) => inTurn(() => adapter.executeRaw(query)),
    executeScript: (script: string) => inTurn(() => adapter.executeScript(script)),
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: async () => {
      await onDispose();
      return adapter.dispose();
    },
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      // SQLite has one isolation level; the driver names the refusal of any other.
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") return adapter.startTransaction(isolationLevel);
      const release = await waitForTurn(turns);
      try {
        await untilNotBusy(() => adapter.executeRaw(BEGIN_IMMEDIATE));
      } catch (error) {
        release();
        throw error;
      }
      return ownTransaction(adapter, release);
    },
  };
}

// The driver begins with a deferred BEGIN: the transaction reads, then asks
// for the write lock when it first writes. When another process (a second
// instance, a backup, a script) committed in between, SQLite cannot let it
// write over what it read and answers SQLITE_BUSY at once, without waiting.
// BEGIN IMMEDIATE takes the write lock first, waiting for it (untilNotBusy,
// below) while the other process finishes, so the transaction never fails
// half-way. Within this process nothing else runs
// while a transaction is open (the turns), so holding the lock costs nobody here.
const BEGIN_IMMEDIATE: SqlQuery = { sql: "BEGIN IMMEDIATE", args: [], argTypes: [] };

// Prisma sends COMMIT or ROLLBACK itself (usePhantomQuery: false), then calls
// commit() or rollback(), which only let the next in line go.
function ownTransaction(adapter: SqlDriverAdapter, release: () => void): Transaction {
  const end = () => {
    release();
    return Promise.resolve();
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    options: { usePhantomQuery: false },
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    commit: end,
    rollback: end,
  };
}

// Another process (a second instance of the app, a script) holding the
// write lock: SQLite answers SQLITE_BUSY at once, as the connection has no
// busy timeout (lib/server/db.ts). SQLite's own wait would be a sleep that
// stops this whole process, every request with it, for as long as the other
// holds the lock; this one waits without blocking, trying again every few
// milliseconds, for up to LOCK_WAIT_MS. A statement refused BUSY did nothing,
// so trying it again is safe; it keeps its turn meanwhile, so nothing else
// of this process slips in between.
const LOCK_WAIT_MS = 10_000;

// The driver reports plain SQLITE_BUSY through Prisma's error kinds and
// the extended codes as SQLite's own error: SQLITE_BUSY_RECOVERY, when
// another process is recovering the WAL (two instances starting at once),
// and SQLITE_BUSY_TIMEOUT are worth waiting for too. SQLITE_BUSY_SNAPSHOT is
// not (a transaction's stale read: BEGIN IMMEDIATE prevents it).
const WAITABLE = new Set(["SQLITE_BUSY", "SQLITE_BUSY_RECOVERY", "SQLITE_BUSY_TIMEOUT"]);

export function isBusy(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { originalCode?: unknown } } | null;
  return WAITABLE.has(String(failure?.cause?.originalCode ?? failure?.code));
}

async function untilNotBusy<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
    try {
      const result = await run();
      const waited = Date.now() - started;
      if (waited >= SLOW_WAIT_MS) console.warn(`[db] a statement waited ${waited} ms for another process's write`);
      return result;
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= LOCK_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

// A transaction holds everyone up while it lasts: one that keeps the others
// waiting for seconds (slow work inside it, or a statement sent from inside
// it on the shared client instead of its own, which waits until the
// transaction times out) is worth a line in the log.
const SLOW_WAIT_MS = 2000;

async function waitForTurn(turns: Turns): Promise<() => void> {
  const started = Date.now();
  const release = await turns.take();
  const waited = Date.now() - started;
  if (waited >= SLOW_WAIT_MS) console.warn(`[db] a statement waited ${waited} ms for a transaction to end`);
  return release;
}
