import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { engineOf } from "../lib/server/sql/engine";
import { migratePostgres } from "../scripts/postgres-migrate";

// Migrates one base database for the whole run; every test file then works
// on its own copy of it (tests/setup.ts), so files never share state. Each
// run has its own folder, so two runs at once (two terminals) do not collide.
//
// SQLite by default. With DATABASE_URL naming a PostgreSQL server (npm run
// test:pg), the base is a database of that server, and each file's copy a
// database made from it as a template.
export default async function setup() {
  const runId = `run-${process.pid}-${randomUUID().slice(0, 8)}`;
  const runDir = path.resolve("storage/test", runId);
  fs.mkdirSync(runDir, { recursive: true });
  process.env.TEST_RUN_DIR = runDir;
  process.env.MAIL_DIR = path.join(runDir, "mail");
  process.env.UPLOAD_DIR = path.join(runDir, "uploads");
  const server = process.env.DATABASE_URL;
  if (server && engineOf(server) === "postgresql") {
    const base = runId.replace(/-/g, "_");
    await onServer(server, `CREATE DATABASE "${base}"`);
    await migratePostgres(withDatabase(server, base), { log: () => {} });
    process.env.TEST_PG_SERVER = server;
    process.env.TEST_PG_BASE = base;
    return async () => {
      await onServer(server, `DROP DATABASE IF EXISTS "${base}" WITH (FORCE)`);
      fs.rmSync(runDir, { recursive: true, force: true });
    };
  }
  migrateSqlite(path.join(runDir, "base.db"));
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}

// Prisma's CLI once crashed here with SIGSEGV (one run in many, on a loaded
// machine), which fails the whole run before any test: a crash by a signal is
// tried once more, and said so. A migration error (an exit code) is not.
function migrateSqlite(file: string) {
  const migrate = () => {
    // Afresh each time: a crash may have left a half-migrated file.
    for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
      env: { ...process.env, DATABASE_URL: `file:${file}` },
      stdio: "pipe",
    });
  };
  try {
    migrate();
  } catch (error) {
    const signal = (error as { signal?: string | null }).signal;
    if (!signal) throw error;
    console.warn(`prisma migrate deploy was killed by ${signal}; trying once more`);
    migrate();
  }
}

// The address of another database on the same server.
export function withDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

// One statement on the server's maintenance database (CREATE and DROP
// DATABASE cannot run inside the database they are about).
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
