import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Migrates one base database for the whole run; every test file then works
// on its own copy of it (tests/setup.ts), so files never share state.
export const TEST_DB_DIR = path.resolve("storage/test");
export const BASE_DB = path.join(TEST_DB_DIR, "base.db");

export default function setup() {
  fs.rmSync(TEST_DB_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEST_DB_DIR, { recursive: true });
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${BASE_DB}` },
    stdio: "pipe",
  });
  return () => fs.rmSync(TEST_DB_DIR, { recursive: true, force: true });
}
