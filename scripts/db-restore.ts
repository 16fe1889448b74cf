// npm run db:restore FILE: puts a backup made by db:backup in place of an
// empty or missing database (DATABASE_URL), then applies the migrations.
import fs from "node:fs";
import { restoreSqlite, sqliteFile } from "../lib/server/backup/sqlite-backup";
import { run } from "./run";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const backup = process.argv[2];
if (!backup) {
  console.error("Usage: npm run db:restore -- FILE   (a file made by npm run db:backup)");
  process.exit(1);
}
try {
  const target = sqliteFile(process.env.DATABASE_URL ?? "file:./storage/dev.db");
  restoreSqlite(backup, target);
  console.log(`Restored ${backup} to ${target}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
run("npx prisma migrate deploy");
