import "server-only";
import type { ArgType, SqlDriverAdapter, SqlQuery, SqlQueryable } from "@prisma/driver-adapter-utils";
import { sharedConnection, writerThread } from "@/lib/server/db";
import type { StepResult, WriteArg, WriteStep } from "./writer-thread";

// Hand-written statements for the few hot paths where Prisma's per-query cost
// (a query plan compiled per call, ~0.5 ms here) is most of the request: the
// rate limiter and the public enquiry form (docs/operations.md). They run on
// the very connection Prisma uses (./serialized-connection.ts), through the
// driver adapter's own interface, so a transaction of one is never broken by
// the other; on SQLite, the writes of sqlWrite run on a connection of their
// own in another thread (./writer-thread.ts). Placeholders are `?`.
// Everything else stays with Prisma.

// What a statement may bind, here and on the writer thread.
export type SqlArg = WriteArg;
export type SqlRow = Record<string, unknown>;

export type Sql = {
  // Rows as objects keyed by column name.
  query<T extends SqlRow = SqlRow>(text: string, args?: readonly SqlArg[]): Promise<T[]>;
  // The number of rows changed.
  execute(text: string, args?: readonly SqlArg[]): Promise<number>;
};

export async function sql(): Promise<Sql> {
  return over(await sharedConnection());
}

// Runs `work` in one transaction: committed when it returns, rolled back when it throws.
export async function sqlTransaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
  const connection: SqlDriverAdapter = await sharedConnection();
  const tx = await connection.startTransaction();
  const statements = over(tx);
  const end = (word: "COMMIT" | "ROLLBACK") => tx.executeRaw(statement(word, [], tx.provider));
  try {
    const result = await work(statements);
    await end("COMMIT");
    await tx.commit();
    return result;
  } catch (error) {
    try {
      await end("ROLLBACK");
    } catch {
      // The database may have ended the transaction itself (SQLite on a full disk, say):
      // the error worth reporting is the first one.
    } finally {
      await tx.rollback();
    }
    throw error;
  }
}

export type { StepResult, WriteStep };

// A write of the public hot paths: the statements in order, in one
// transaction, a step marked onlyIfChanged only when the one before changed
// (or returned) a row, and a step marked returnsRows answering its rows
// (RETURNING). On SQLite it runs on the writer thread (./writer-thread.ts),
// grouped with the writes that arrive with it; on PostgreSQL, in a
// transaction of the pool.
export async function sqlWrite(steps: readonly WriteStep[]): Promise<StepResult[]> {
  const writer = writerThread();
  if (writer) return writer.run(steps);
  // One statement is atomic by itself: no BEGIN and COMMIT round trips.
  if (steps.length === 1) return runSteps(await sql(), steps);
  return sqlTransaction((tx) => runSteps(tx, steps));
}

async function runSteps(on: Sql, steps: readonly WriteStep[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let changed = true;
  for (const step of steps) {
    if (step.onlyIfChanged && !changed) {
      results.push(null);
      continue;
    }
    const rows = step.returnsRows ? await on.query(step.text, step.args) : [];
    const changes = step.returnsRows ? rows.length : await on.execute(step.text, step.args);
    changed = changes > 0;
    results.push({ changes, rows });
  }
  return results;
}

function over(queryable: SqlQueryable): Sql {
  return {
    async query<T extends SqlRow>(text: string, args: readonly SqlArg[] = []) {
      const result = await queryable.queryRaw(statement(text, args, queryable.provider));
      return result.rows.map((row) => {
        const record: SqlRow = {};
        result.columnNames.forEach((name, i) => (record[name] = row[i]));
        return record as T;
      });
    },
    execute: (text: string, args: readonly SqlArg[] = []) =>
      queryable.executeRaw(statement(text, args, queryable.provider)),
  };
}

function statement(sql: string, args: readonly SqlArg[], provider: SqlQueryable["provider"]): SqlQuery {
  let n = 0;
  const text = provider === "postgres" ? sql.replace(/\?/g, () => `$${++n}`) : sql;
  return { sql: text, args: [...args], argTypes: args.map(argType) };
}

// What the driver needs to know to bind a value (a Date becomes the text
// form Prisma writes, so both read each other's rows).
function argType(arg: SqlArg): ArgType {
  const scalarType =
    arg instanceof Date
      ? "datetime"
      : typeof arg === "bigint"
        ? "bigint"
        : typeof arg === "boolean"
          ? "boolean"
          : typeof arg === "number"
            ? Number.isInteger(arg)
              ? "int"
              : "float"
            : "string";
  return { scalarType, arity: "scalar" };
}

// A datetime column as read back: text written by Prisma or by this module.
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
