import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { onServer, withDatabase } from "./global-setup";

// Each test file gets a fresh copy of the migrated base database
// (tests/global-setup.ts): a file copy on SQLite, a database made from the
// base as a template on PostgreSQL. This runs before the file's imports, so
// lib/server/db.ts connects to the copy.
const dir = process.env.TEST_RUN_DIR!;
const pgServer = process.env.TEST_PG_SERVER;
const copy = pgServer ? `t_${randomUUID().replace(/-/g, "")}` : path.join(dir, `${randomUUID()}.db`);
if (pgServer) {
  // FILE_COPY copies the template's files whole (after a checkpoint, cheap
  // on the test server, which runs without fsync) instead of writing each of
  // its blocks to the WAL: 55 ms a copy instead of 150 ms, and the drop is
  // faster too, over some 160 files a run.
  await onServer(pgServer, `CREATE DATABASE "${copy}" TEMPLATE "${process.env.TEST_PG_BASE}" STRATEGY FILE_COPY`);
  process.env.DATABASE_URL = withDatabase(pgServer, copy);
} else {
  fs.copyFileSync(path.join(dir, "base.db"), copy);
  process.env.DATABASE_URL = `file:${copy}`;
}

afterAll(async () => {
  const { db } = await import("@/lib/server/db");
  await db.$disconnect();
  if (pgServer) await onServer(pgServer, `DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
  else for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(copy + suffix, { force: true });
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
