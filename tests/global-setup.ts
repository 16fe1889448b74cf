import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Migrates one base database for the whole run; every test file then works
// on its own copy of it (tests/setup.ts), so files never share state. Each
// run has its own folder, so two runs at once (two terminals) do not collide.
export default function setup() {
  const runDir = path.resolve("storage/test", `run-${process.pid}-${randomUUID().slice(0, 8)}`);
  fs.mkdirSync(runDir, { recursive: true });
  process.env.TEST_RUN_DIR = runDir;
  process.env.MAIL_DIR = path.join(runDir, "mail");
  process.env.UPLOAD_DIR = path.join(runDir, "uploads");
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(runDir, "base.db")}` },
    stdio: "pipe",
  });
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
