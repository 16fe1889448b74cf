import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { backupSqlite, checkBackup, restoreSqlite } from "./sqlite-backup";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// The migrated database this test file got (tests/setup.ts), in WAL mode as the app runs it.
const live = process.env.DATABASE_URL!.slice("file:".length);
new Database(live).pragma("journal_mode = WAL");

// Another process writing as the app would: one row per transaction, each
// row's key printed once its commit has returned (acknowledged).
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 10000 });
db.pragma("synchronous = NORMAL");
const insert = db.prepare('INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)');
let n = 0;
const tick = () => {
  for (let i = 0; i < 20; i += 1) {
    const key = "load:" + n++;
    insert.run(key, new Date().toISOString());
    process.stdout.write(key + "\\n");
  }
  setImmediate(tick);
};
tick();
`;

describe("backup and restore", () => {
  it("copies, under write load, every row acknowledged before the backup started, and restores it", async () => {
    const writer = spawn(process.execPath, ["-e", WRITER, live], { stdio: ["ignore", "pipe", "inherit"] });
    const acknowledged: string[] = [];
    const lines = readline.createInterface({ input: writer.stdout });
    lines.on("line", (key) => acknowledged.push(key));
    try {
      while (acknowledged.length < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = new Set(acknowledged);
      const file = backupSqlite(live, path.join(dir, "backups"), new Date(Date.UTC(2026, 10, 24, 12, 0, 5)));
      // The writer carried on while the copy was made.
      const during = acknowledged.length;
      while (acknowledged.length < during + 500) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(path.basename(file)).toMatch(/-2026-11-24T12-00-05Z\.db$/);
      expect(checkBackup(file)).toBeNull();

      const restored = path.join(dir, "restored", "app.db");
      restoreSqlite(file, restored);
      const db = new Database(restored, { readonly: true });
      const keys = new Set(
        db.prepare(`SELECT "key" FROM "RateLimitBucket" WHERE "key" LIKE 'load:%'`).pluck().all() as string[],
      );
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      db.close();
      expect([...before].filter((key) => !keys.has(key))).toEqual([]);
      // A snapshot: what it holds is a prefix of what was written, never a row with a gap before it.
      expect(keys.size).toBeGreaterThanOrEqual(before.size);
      expect(keys.has(`load:${keys.size - 1}`)).toBe(true);
    } finally {
      writer.kill("SIGKILL");
    }
  });

  it("names a second backup of the same second apart from the first", () => {
    const at = new Date(Date.UTC(2026, 10, 24, 13, 0, 0));
    const first = backupSqlite(live, path.join(dir, "twice"), at);
    const second = backupSqlite(live, path.join(dir, "twice"), at);
    expect(second).not.toBe(first);
    expect(second).toMatch(/-2\.db$/);
  });

  it("refuses to restore over a database that holds data, and leaves it as it was", () => {
    const file = backupSqlite(live, path.join(dir, "refuse"));
    const occupied = path.join(dir, "occupied.db");
    fs.copyFileSync(file, occupied);
    const size = fs.statSync(occupied).size;
    expect(() => restoreSqlite(file, occupied)).toThrow(/already holds a database: a restore goes into an empty one/);
    expect(fs.statSync(occupied).size).toBe(size);
  });

  it("refuses a file that is not a backup of this app", () => {
    const junk = path.join(dir, "junk.db");
    fs.writeFileSync(junk, "x".repeat(4096));
    expect(() => restoreSqlite(junk, path.join(dir, "never.db"))).toThrow(/is not a usable backup/);
    const foreign = path.join(dir, "foreign.db");
    new Database(foreign).exec("CREATE TABLE t (x)");
    expect(checkBackup(foreign)).toBe("it holds no migrated database of this app");
    expect(fs.existsSync(path.join(dir, "never.db"))).toBe(false);
  });
});
