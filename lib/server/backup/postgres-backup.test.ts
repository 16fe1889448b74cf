import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migratePostgres } from "@/scripts/postgres-migrate";
import { engineOf } from "@/lib/server/sql/engine";
import { onServer, withDatabase } from "@/tests/global-setup";
import { backupPostgres, checkPostgresBackup, restorePostgres } from "./postgres-backup";

// The PostgreSQL run only (npm run test:pg): the SQLite run leaves this file
// out, as the PostgreSQL run leaves out ./sqlite-backup.test.ts.
const live = process.env.DATABASE_URL!;
if (engineOf(live) !== "postgresql") throw new Error("postgres-backup.test.ts runs against PostgreSQL only (test:pg).");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-backup-"));
const created: string[] = [];
afterAll(async () => {
  for (const name of created) await onServer(live, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

// A new database on the test's server: empty (template0), or holding what `setup` makes.
async function newDatabase(setup?: string): Promise<string> {
  const name = `restore_${randomUUID().replace(/-/g, "")}`;
  await onServer(live, `CREATE DATABASE "${name}" TEMPLATE template0`);
  created.push(name);
  const url = withDatabase(live, name);
  if (setup) await query(url, setup);
  return url;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

// Another process writing as the app would: one row per transaction, each
// row's key printed once its commit has returned (acknowledged).
const WRITER = `
const pg = require("pg");
const client = new pg.Client({ connectionString: process.argv[1] });
const insert = 'INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES ($1, 1, 0, 0, now())';
client.connect().then(async () => {
  for (let n = 0; ; n += 1) {
    const key = "load:" + n;
    await client.query(insert, [key]);
    process.stdout.write(key + "\\n");
  }
});
`;

describe("PostgreSQL backup and restore", () => {
  it("copies, under write load, every row acknowledged before the backup started, and restores it", async () => {
    const writer = spawn(process.execPath, ["-e", WRITER, live], { stdio: ["ignore", "pipe", "inherit"] });
    const acknowledged: string[] = [];
    const lines = readline.createInterface({ input: writer.stdout });
    lines.on("line", (key) => acknowledged.push(key));
    try {
      while (acknowledged.length < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = new Set(acknowledged);
      const backup = backupPostgres(live, path.join(dir, "backups"), new Date(Date.UTC(2026, 10, 24, 12, 0, 5)));
      // The writer carries on while pg_dump runs: its commits are not held up.
      const during = acknowledged.length;
      while (acknowledged.length < during + 500) await new Promise((resolve) => setTimeout(resolve, 20));
      const file = await backup;
      expect(path.basename(file)).toMatch(/^t_\w+-2026-11-24T12-00-05Z\.dump$/);
      expect(fs.readdirSync(path.join(dir, "backups"))).toEqual([path.basename(file)]);
      expect(await checkPostgresBackup(file)).toBeNull();

      const restored = await newDatabase();
      await restorePostgres(file, restored);
      expect(await migratePostgres(restored, { log: () => {} })).toEqual([]);
      const keys = new Set(
        (await query<{ key: string }>(restored, `SELECT "key" FROM "RateLimitBucket" WHERE "key" LIKE 'load:%'`)).map(
          (row) => row.key,
        ),
      );
      expect([...before].filter((key) => !keys.has(key))).toEqual([]);
      // A snapshot: what it holds is a prefix of what was written, never a row with a gap before it.
      expect(keys.size).toBeGreaterThanOrEqual(before.size);
      expect(keys.has(`load:${keys.size - 1}`)).toBe(true);
    } finally {
      writer.kill("SIGKILL");
    }
  });

  it("names a second backup of the same second apart from the first", async () => {
    const at = new Date(Date.UTC(2026, 10, 24, 13, 0, 0));
    const first = await backupPostgres(live, path.join(dir, "twice"), at);
    const second = await backupPostgres(live, path.join(dir, "twice"), at);
    expect(second).not.toBe(first);
    expect(second).toMatch(/-2\.dump$/);
  });

  it("refuses to restore into a database that holds tables, and leaves it as it was", async () => {
    const file = await backupPostgres(live, path.join(dir, "refuse"));
    const occupied = await newDatabase(`CREATE TABLE "Keep" (x int); INSERT INTO "Keep" VALUES (1)`);
    await expect(restorePostgres(file, occupied)).rejects.toThrow(
      /^The database "restore_\w+" at 127\.0\.0\.1:\d+ already holds 1 table\(s\): a restore goes into an empty one\./,
    );
    expect(await query(occupied, `SELECT x FROM "Keep"`)).toEqual([{ x: 1 }]);
    expect(await query(occupied, `SELECT to_regclass('"_prisma_migrations"') AS t`)).toEqual([{ t: null }]);
  });

  it("refuses a database that does not exist, naming it", async () => {
    const file = await backupPostgres(live, path.join(dir, "missing"));
    await expect(restorePostgres(file, withDatabase(live, "no_such_database"))).rejects.toThrow(
      /^There is no database "no_such_database" at 127\.0\.0\.1:\d+: create it \(empty\) first/,
    );
  });

  it("refuses a file that is not a backup of this app, and leaves the target empty", async () => {
    const junk = path.join(dir, "junk.dump");
    fs.writeFileSync(junk, "x".repeat(4096));
    const target = await newDatabase();
    await expect(restorePostgres(junk, target)).rejects.toThrow(
      /junk\.dump is not a usable backup: pg_restore failed: /,
    );

    const foreign = await newDatabase(`CREATE TABLE t (x int)`);
    const foreignFile = await backupPostgres(foreign, path.join(dir, "foreign")).catch((error: Error) => error);
    expect(String(foreignFile)).toMatch(/The backup failed its check: it holds no migrated database of this app/);
    expect(fs.readdirSync(path.join(dir, "foreign"))).toEqual([]);
    expect(await query(target, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).toEqual([
      { n: 0 },
    ]);
  });
});
