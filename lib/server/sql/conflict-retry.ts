// Interactive transactions on PostgreSQL. On SQLite one writer at a time is
// the engine's nature (and ./serialized-connection.ts's queue), so a service
// that reads, checks and writes in a transaction (the next invoice number, a
// job's last photo place, a rota clash, converting an enquiry once) is never
// raced. PostgreSQL runs transactions side by side; run SERIALIZABLE, it
// refuses the one that would break that illusion (SQLSTATE 40001, Prisma's
// P2034), and the answer is to run it again. So every interactive
// transaction runs SERIALIZABLE and is tried again after a conflict, for up
// to CONFLICT_WAIT_MS, as SQLite waits for a lock. A transaction's work may
// therefore run more than once: it must do nothing outside the database that
// a second run would repeat (none of the services' does).

type TransactionFn = (...args: never[]) => Promise<unknown>;

const CONFLICT_WAIT_MS = 10_000;

// Prisma names a conflict met by a statement P2034; one met at COMMIT comes
// as the driver's own error, with PostgreSQL's code. A deadlock (40P01) is
// worth another try too.
const CONFLICT_CODES = new Set(["40001", "40P01"]);

export function isConflict(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { originalCode?: unknown } } | null;
  return failure?.code === "P2034" || CONFLICT_CODES.has(String(failure?.cause?.originalCode));
}

export function withConflictRetries<T extends { $transaction: TransactionFn }>(client: T): T {
  const transaction = client.$transaction.bind(client) as (arg: unknown, options?: object) => Promise<unknown>;
  const retrying = (arg: unknown, options?: object) => {
    // A batch ($transaction([...])) is reads or independent writes: as it is.
    if (typeof arg !== "function") return transaction(arg, options);
    return untilNoConflict(() => transaction(arg, { isolationLevel: "Serializable", ...options }));
  };
  // An own property over the class's method: still replaceable, as a test's spy does.
  Object.defineProperty(client, "$transaction", { value: retrying, writable: true, configurable: true });
  return client;
}

async function untilNoConflict<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isConflict(error) || Date.now() - started >= CONFLICT_WAIT_MS) throw error;
      // A random pause, growing with the attempts, so the racers do not meet again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 100)));
    }
  }
}
