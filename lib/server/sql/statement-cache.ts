import type Database from "better-sqlite3";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

// better-sqlite3 compiles a statement on every prepare(), and Prisma's SQLite
// adapter prepares every statement it runs, every time: on the public
// enquiry form that was a tenth of the server's CPU (a profile under load,
// docs/operations.md). This keeps the compiled statements of the connection,
// by their text, and gives the adapter a fresh binding of one each time. The
// adapter (6.19) uses prepare(sql).bind(args) then run(), reader, columns()
// and raw().all(), and prepare(sql).run() for BEGIN: that is what a kept
// statement answers. SQLite compiles a kept statement again by itself after
// a schema change.
const MAX_STATEMENTS = 500;

type Args = unknown[];

export function keepingPreparedStatements(inner: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await inner.connect();
      const driver = (adapter as unknown as { client?: Database.Database }).client;
      if (!driver || typeof driver.prepare !== "function") {
        throw new Error("The SQLite driver adapter no longer exposes its connection: update statement-cache.ts");
      }
      keepPreparedStatements(driver);
      return adapter;
    },
  };
}

export function keepPreparedStatements(driver: Database.Database): void {
  const prepare = driver.prepare.bind(driver);
  const kept = new Map<string, Database.Statement<Args>>();
  const statementFor = (source: string) => {
    let statement = kept.get(source);
    if (!statement) {
      statement = prepare<Args>(source);
      // The oldest goes first: the app's statements are a few hundred texts.
      if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value!);
      kept.set(source, statement);
    }
    return statement;
  };
  driver.prepare = ((source: string) => keptStatement(statementFor(source))) as typeof driver.prepare;
}

function keptStatement(statement: Database.Statement<Args>) {
  const bound = (args: Args) => ({
    reader: statement.reader,
    run: () => statement.run(...args),
    columns: () => statement.columns(),
    raw: (isRaw = true) => ({ all: () => statement.raw(isRaw).all(...args) }),
  });
  return { ...bound([]), bind: (args: Args) => bound(args) };
}
