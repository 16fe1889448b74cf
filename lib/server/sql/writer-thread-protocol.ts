// The messages between the JavaScript thread (./writer-thread.ts) and the
// SQLite writer thread (./writer-thread.worker.ts). Types only: the worker
// runs outside Next's bundle too, and imports nothing at run time.

// A value as the driver binds it (dates and booleans are converted before they go).
export type BoundArg = string | number | bigint | null;

export type Unit = {
  id: number;
  steps: { text: string; args: BoundArg[]; onlyIfChanged?: boolean }[];
};
// The units given in one turn of the JavaScript thread's event loop go in one message.
export type ToWriter = { type: "units"; units: Unit[] } | { type: "close" };

// Per statement: the rows changed (or returned) and the rows a RETURNING or
// SELECT gave; null for a statement skipped by onlyIfChanged.
export type StepResult = { changes: number; rows: Record<string, unknown>[] } | null;

// What the thread answers for each unit, once its group has committed (or failed).
export type Outcome =
  | { id: number; results: StepResult[]; error?: undefined }
  | { id: number; results?: undefined; error: { message: string; code?: string } };
