// Applies prisma/postgres/migrations to a PostgreSQL database, as
// `prisma migrate deploy` does for SQLite: in order, each in a transaction,
// recorded in Prisma's own `_prisma_migrations` table with Prisma's checksum,
// so Prisma's tools read the history as theirs. Prisma 6.19's migrate cannot
// read a PostgreSQL catalog through the pg driver adapter (it fails on the
// `name` column type: prisma/prisma#27403) and its native engine is not
// installed (package.json's allowScripts), hence this.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const POSTGRES_MIGRATIONS = "prisma/postgres/migrations";

// Migrations that say what Prisma's schema cannot (NULLS LAST in an index):
// scripts/postgres-migrate.test.ts adds them to the schema made from
// prisma/postgres/schema.prisma before comparing it with the migrated one.
export const BEYOND_PRISMA = ["20261127120000_job_list_nulls_last"];

// The advisory lock Prisma's migrate takes, so that two instances starting at
// once (or this and Prisma) never apply the same migration twice.
const MIGRATE_LOCK = 72707369;

export async function migratePostgres(url: string, { log = console.log } = {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATE_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = new Map(
      (
        await client.query<{ migration_name: string; checksum: string }>(
          `SELECT "migration_name", "checksum" FROM "_prisma_migrations"
           WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
        )
      ).rows.map((row) => [row.migration_name, row.checksum]),
    );
    const done: string[] = [];
    for (const name of migrationNames()) {
      const script = fs.readFileSync(path.join(POSTGRES_MIGRATIONS, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(script).digest("hex");
      const known = applied.get(name);
      if (known) {
        if (known !== checksum) throw new Error(`migration ${name} was changed after it was applied to this database`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(script);
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "finished_at", "applied_steps_count")
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      done.push(name);
    }
    log(done.length ? `Applied ${done.length} migration(s): ${done.join(", ")}` : "No pending migrations to apply.");
    return done;
  } finally {
    await client.end();
  }
}

function migrationNames(): string[] {
  return fs
    .readdirSync(POSTGRES_MIGRATIONS, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(POSTGRES_MIGRATIONS, entry.name, "migration.sql")),
    )
    .map((entry) => entry.name)
    .sort();
}
