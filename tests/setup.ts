import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

// Each test file gets a fresh copy of the migrated base database. This runs
// before the file's imports, so lib/server/db.ts connects to the copy.
const dir = process.env.TEST_RUN_DIR!;
const file = path.join(dir, `${randomUUID()}.db`);
fs.copyFileSync(path.join(dir, "base.db"), file);
process.env.DATABASE_URL = `file:${file}`;

afterAll(async () => {
  const { db } = await import("@/lib/server/db");
  await db.$disconnect();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

// An unexpected console.error fails the test (epic-stack's habit); a test
// that expects one calls `expectConsoleError()`.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});

export function expectConsoleError(): unknown[][] {
  const calls = [...consoleError.mock.calls];
  consoleError.mockClear();
  expect(calls.length).toBeGreaterThan(0);
  return calls;
}
