// npm run db:backup: a consistent copy of the database while the app serves,
// in BACKUP_DIR (default storage/backups), named by date and time: a file
// copy for SQLite, a pg_dump archive (.dump) for PostgreSQL.
import fs from "node:fs";
import { backupPostgres } from "../lib/server/backup/postgres-backup";
import { backupSqlite, sqliteFile } from "../lib/server/backup/sqlite-backup";
import { engineOf } from "../lib/server/sql/engine";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

async function main() {
  const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";
  const dir = process.env.BACKUP_DIR ?? "storage/backups";
  const started = Date.now();
  if (engineOf(url) === "postgresql") {
    const file = await backupPostgres(url, dir);
    const kib = Math.round(fs.statSync(file).size / 1024);
    const { hostname, port, pathname } = new URL(url);
    const source = `database ${pathname.slice(1)} at ${hostname}:${port || 5432}`;
    console.log(`Backed up ${source} to ${file} (${kib} KiB, ${Date.now() - started} ms, checked).`);
    return;
  }
  const source = sqliteFile(url);
  const file = backupSqlite(source, dir);
  const kib = Math.round(fs.statSync(file).size / 1024);
  console.log(`Backed up ${source} to ${file} (${kib} KiB, ${Date.now() - started} ms, integrity ok).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
