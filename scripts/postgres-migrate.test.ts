import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { onServer, withDatabase } from "@/tests/global-setup";
import { BEYOND_PRISMA, migratePostgres, POSTGRES_MIGRATIONS } from "./postgres-migrate";
import { postgresBinDir } from "./postgres-server";
import { POSTGRES_SCHEMA } from "./postgres-schema";

// PostgreSQL only (vitest.config.mts): run by npm run test:pg.
const server = process.env.TEST_PG_SERVER!;
const made: string[] = [];

async function newDatabase(): Promise<string> {
  const name = `m_${randomUUID().replace(/-/g, "")}`;
  await onServer(server, `CREATE DATABASE "${name}"`);
  made.push(name);
  return withDatabase(server, name);
}

afterAll(async () => {
  for (const name of made) await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

// The tables, types and indexes of a database as pg_dump writes them, without
// the migrations' own bookkeeping or the dump's random \restrict key.
function schemaOf(url: string): string {
  const dump = execFileSync(path.join(postgresBinDir()!, "pg_dump"), ["--schema-only", "--no-owner", url], {
    encoding: "utf8",
  });
  return dump
    .replace(/^\\(un)?restrict .*$/gm, "")
    .split(/\n(?=--\n)/)
    .filter((part) => !part.includes("_prisma_migrations"))
    .join("\n");
}

describe("the PostgreSQL migrations", () => {
  it("build exactly the schema of prisma/postgres/schema.prisma, with what Prisma cannot say (a migration missing or stale fails here)", async () => {
    const migrated = await newDatabase();
    await migratePostgres(migrated, { log: () => {} });
    const fromSchema = await newDatabase();
    const script = execFileSync(
      path.resolve("node_modules/.bin/prisma"),
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", POSTGRES_SCHEMA, "--script"],
      { encoding: "utf8", env: { ...process.env, DATABASE_URL: fromSchema } },
    );
    const client = new pg.Client({ connectionString: fromSchema });
    await client.connect();
    await client.query(script);
    for (const name of BEYOND_PRISMA) {
      await client.query(fs.readFileSync(path.join(POSTGRES_MIGRATIONS, name, "migration.sql"), "utf8"));
    }
    await client.end();
    expect(schemaOf(migrated)).toBe(schemaOf(fromSchema));
  });

  it("apply each migration once, recorded as Prisma records them, and refuse one changed after it was applied", async () => {
    const url = await newDatabase();
    const names = fs.readdirSync(POSTGRES_MIGRATIONS).filter((name) => /^\d+_/.test(name));
    expect(await migratePostgres(url, { log: () => {} })).toEqual(names.sort());
    expect(await migratePostgres(url, { log: () => {} })).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = (await client.query(`SELECT "migration_name", "checksum", "finished_at" FROM "_prisma_migrations"`))
        .rows;
      expect(rows.map((row) => row.migration_name).sort()).toEqual(names.sort());
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.checksum) && row.finished_at)).toBe(true);
      await client.query(`UPDATE "_prisma_migrations" SET "checksum" = repeat('0', 64)`);
    } finally {
      await client.end();
    }
    await expect(migratePostgres(url, { log: () => {} })).rejects.toThrow(/was changed after it was applied/);
  });

  it("leave nothing behind when a migration fails", async () => {
    const url = await newDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A table of the first migration's already there: its CREATE fails, and with it the whole migration.
      await client.query(`CREATE TABLE "Category" ("id" TEXT)`);
      await expect(migratePostgres(url, { log: () => {} })).rejects.toThrow(
        /failed: relation "Category" already exists/,
      );
      const tables = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
      expect(tables.rows.map((row) => row.tablename)).toEqual(["Category", "_prisma_migrations"]);
    } finally {
      await client.end();
    }
  });
});
