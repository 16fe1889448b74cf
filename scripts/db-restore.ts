// npm run db:restore FILE: puts a backup made by db:backup in place of an
// empty or missing database (DATABASE_URL), then applies the migrations. On
// PostgreSQL the database must exist and be empty; pg_restore loads it.
import fs from "node:fs";
import { restorePostgres } from "../lib/server/backup/postgres-backup";
import { restoreSqlite, sqliteFile } from "../lib/server/backup/sqlite-backup";
import { engineOf } from "../lib/server/sql/engine";
import { migratePostgres } from "./postgres-migrate";
import { run } from "./run";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const backup = process.argv[2];
if (!backup) {
  console.error("Usage: npm run db:restore -- FILE   (a file made by npm run db:backup)");
  process.exit(1);
}

async function main(file: string) {
  const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";
  if (engineOf(url) === "postgresql") {
    await restorePostgres(file, url);
    const { hostname, port, pathname } = new URL(url);
    console.log(`Restored ${file} into database ${pathname.slice(1)} at ${hostname}:${port || 5432}.`);
    await migratePostgres(url);
    return;
  }
  const target = sqliteFile(url);
  restoreSqlite(file, target);
  console.log(`Restored ${file} to ${target}.`);
  run("npx prisma migrate deploy");
}

main(backup).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
