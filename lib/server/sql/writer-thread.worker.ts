// The SQLite writer thread (./writer-thread.ts starts it): a connection of
// its own to the app's database file, running the hot public writes (the
// rate limiter's counters, the enquiry form) away from the JavaScript thread
// that serves every request. SQLite's work (the statements, the commit, the
// WAL checkpoints with their fsync) was most of what an enquiry cost that
// thread (docs/operations.md).
//
// Each message is a unit: its statements run in order in one savepoint, a
// statement marked onlyIfChanged only when the one before changed a row.
// The units that arrive while a transaction runs go in the next one (a
// group commit): one BEGIN and one COMMIT for all of them. A unit that fails
// is rolled back to its savepoint and reported alone; the others commit.
// Nothing is answered before its COMMIT has returned, so every acknowledged
// write is in the database file (its WAL).
//
// Next's build compiles this file as a worker of its own (Turbopack follows
// `new Worker(path)`); elsewhere (Vitest, tsx) Node runs it as it is, so it
// imports nothing of the app and uses only erasable TypeScript.
import Database from "better-sqlite3";
import { parentPort, workerData } from "node:worker_threads";
import type { BoundArg, Outcome, StepResult, ToWriter, Unit } from "./writer-thread-protocol";

// The app's other connection (Prisma's, on the JavaScript thread) may hold
// the write lock for a while: wait for it here, where waiting blocks nobody else.
const BUSY_TIMEOUT_MS = 10_000;
// A group holds the write lock while it runs: a few hundred units are some
// tens of milliseconds.
const MAX_UNITS_PER_TRANSACTION = 256;
const MAX_STATEMENTS = 100;

const port = parentPort!;
const driver = new Database((workerData as { file: string }).file, { timeout: BUSY_TIMEOUT_MS });
driver.pragma("journal_mode = WAL");
driver.pragma("synchronous = NORMAL");

const kept = new Map<string, Database.Statement<BoundArg[]>>();
function prepared(text: string): Database.Statement<BoundArg[]> {
  let statement = kept.get(text);
  if (!statement) {
    statement = driver.prepare<BoundArg[]>(text);
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value!);
    kept.set(text, statement);
  }
  return statement;
}

const begin = driver.prepare("BEGIN IMMEDIATE");
const commit = driver.prepare("COMMIT");
const rollback = driver.prepare("ROLLBACK");
const savepoint = driver.prepare("SAVEPOINT unit");
const release = driver.prepare("RELEASE unit");
const rollbackUnit = driver.prepare("ROLLBACK TO unit");

let waiting: Unit[] = [];
let isFlushScheduled = false;

port.on("message", (message: ToWriter) => {
  if (message.type === "close") {
    flush();
    driver.close();
    port.close();
    return;
  }
  waiting.push(...message.units);
  if (!isFlushScheduled) {
    isFlushScheduled = true;
    // Once every message already delivered has joined the group.
    setImmediate(flush);
  }
});

function flush() {
  isFlushScheduled = false;
  while (waiting.length > 0) {
    const units = waiting.slice(0, MAX_UNITS_PER_TRANSACTION);
    waiting = waiting.slice(units.length);
    port.postMessage(runGroup(units));
  }
}

function runGroup(units: Unit[]): Outcome[] {
  try {
    begin.run();
  } catch (error) {
    return units.map((unit) => failed(unit, error));
  }
  const outcomes = units.map((unit): Outcome => {
    savepoint.run();
    try {
      const results = runUnit(unit);
      release.run();
      return { id: unit.id, results };
    } catch (error) {
      rollbackUnit.run();
      release.run();
      return failed(unit, error);
    }
  });
  try {
    commit.run();
  } catch (error) {
    // Nothing of the group is stored: each unit hears so.
    if (driver.inTransaction) rollback.run();
    return units.map((unit) => failed(unit, error));
  }
  return outcomes;
}

function runUnit({ steps }: Unit): StepResult[] {
  const results: StepResult[] = [];
  let changed = true;
  for (const step of steps) {
    if (step.onlyIfChanged && !changed) {
      results.push(null);
      continue;
    }
    const statement = prepared(step.text);
    if (statement.reader) {
      const rows = statement.all(...step.args) as Record<string, unknown>[];
      changed = rows.length > 0;
      results.push({ changes: rows.length, rows });
    } else {
      const { changes } = statement.run(...step.args);
      changed = changes > 0;
      results.push({ changes, rows: [] });
    }
  }
  return results;
}

function failed(unit: Unit, error: unknown): Outcome {
  const { message, code } = error as { message?: string; code?: string };
  return { id: unit.id, error: { message: message ?? String(error), code } };
}
