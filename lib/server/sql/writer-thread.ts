import path from "node:path";
import { setImmediate } from "node:timers";
import { Worker } from "node:worker_threads";
import type { BoundArg, Outcome, StepResult, ToWriter, Unit } from "./writer-thread-protocol";

// The main side of the SQLite writer thread (./writer-thread.worker.ts):
// a second connection to the same file, in a thread of its own, for the
// hot public writes. Each run() is one unit there: its statements in order,
// all or nothing, answered once committed. Units that arrive together
// share one transaction (a group commit).
//
// Between this connection and Prisma's, SQLite's own locking keeps writes
// one at a time: the thread waits for Prisma's connection with a busy
// timeout (blocking only itself), and Prisma's waits for the thread without
// blocking (./serialized-connection.ts, untilNotBusy). Readers on either see
// what the other committed.

export type WriteArg = string | number | bigint | boolean | Date | null;
export type WriteStep = {
  text: string;
  args: readonly WriteArg[];
  // Run only when the statement before changed (or returned) a row.
  onlyIfChanged?: boolean;
  // Answers rows (RETURNING). SQLite's driver tells by itself; PostgreSQL's
  // path (./sql.ts) needs telling.
  returnsRows?: boolean;
};
export type { StepResult };

// One started thread: its worker, and the units of this turn not yet sent to it.
type Thread = { worker: Worker; outgoing: Unit[] };
type Pending = { thread: Thread; resolve: (results: StepResult[]) => void; reject: (error: Error) => void };

// Next's build sees this path and compiles the worker into a chunk of its
// own; Vitest and tsx load the file itself (Node strips its types).
const WORKER_FILE = path.join(process.cwd(), "lib/server/sql/writer-thread.worker.ts");

export class WriterThread {
  private thread: Thread | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly file: string) {}

  get isRunning(): boolean {
    return this.thread !== undefined;
  }

  run(steps: readonly WriteStep[]): Promise<StepResult[]> {
    const thread = this.started();
    const id = this.nextId++;
    const promise = new Promise<StepResult[]>((resolve, reject) => this.pending.set(id, { thread, resolve, reject }));
    // Kept alive while it owes an answer, and not a moment longer.
    thread.worker.ref();
    thread.outgoing.push({
      id,
      steps: steps.map((step) => ({ text: step.text, args: step.args.map(bound), onlyIfChanged: step.onlyIfChanged })),
    });
    // A message costs about as much to send as a unit's statements cost to
    // run: the units of one turn of the event loop go together, once the
    // turn's I/O callbacks have run (node:timers' own, which tests' fake
    // timers leave alone).
    if (thread.outgoing.length === 1) setImmediate(() => send(thread));
    return promise;
  }

  // Lets the thread finish what it was given, then closes its connection.
  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.thread = undefined;
    await new Promise<void>((resolve) => {
      thread.worker.once("exit", () => resolve());
      send(thread);
      thread.worker.postMessage({ type: "close" } satisfies ToWriter);
    });
  }

  private started(): Thread {
    if (this.thread) return this.thread;
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file } });
    const thread: Thread = { worker, outgoing: [] };
    worker.unref();
    worker.on("message", (outcomes: Outcome[]) => {
      for (const outcome of outcomes) this.settle(outcome);
      if (!this.owes(thread)) worker.unref();
    });
    const stopped = (reason: string) => {
      if (this.thread === thread) this.thread = undefined;
      // Nothing it still owed an answer for is known to be stored. (A thread
      // started after a close() owes its own answers.)
      for (const [id, pending] of this.pending) {
        if (pending.thread !== thread) continue;
        this.pending.delete(id);
        pending.reject(new Error(`The database writer thread stopped: ${reason}`));
      }
    };
    worker.on("error", (error) => stopped(error.message));
    worker.on("exit", (code) => stopped(`exit code ${code}`));
    this.thread = thread;
    return thread;
  }

  private owes(thread: Thread): boolean {
    for (const pending of this.pending.values()) if (pending.thread === thread) return true;
    return false;
  }

  private settle(outcome: Outcome) {
    const pending = this.pending.get(outcome.id);
    if (!pending) return;
    this.pending.delete(outcome.id);
    if (outcome.results) pending.resolve(outcome.results);
    else pending.reject(Object.assign(new Error(outcome.error.message), { code: outcome.error.code }));
  }
}

function send(thread: Thread) {
  const units = thread.outgoing;
  if (units.length === 0) return;
  thread.outgoing = [];
  thread.worker.postMessage({ type: "units", units } satisfies ToWriter);
}

// As Prisma's SQLite adapter binds them (@prisma/adapter-better-sqlite3
// 6.19, mapArg), so both connections write the same text for a date.
function bound(arg: WriteArg): BoundArg {
  if (arg instanceof Date) return arg.toISOString().replace("Z", "+00:00");
  if (typeof arg === "boolean") return arg ? 1 : 0;
  return arg;
}
