// npm run db:backup: a consistent copy of the database while the app serves,
// in BACKUP_DIR (default storage/backups), named by date and time.
import fs from "node:fs";
import { backupSqlite, sqliteFile } from "../lib/server/backup/sqlite-backup";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
try {
  const source = sqliteFile(process.env.DATABASE_URL ?? "file:./storage/dev.db");
  const started = Date.now();
  const file = backupSqlite(source, process.env.BACKUP_DIR ?? "storage/backups");
  const kib = Math.round(fs.statSync(file).size / 1024);
  console.log(`Backed up ${source} to ${file} (${kib} KiB, ${Date.now() - started} ms, integrity ok).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
