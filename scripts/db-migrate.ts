// npm run db:migrate: applies the committed migrations of the database
// DATABASE_URL names: `prisma migrate deploy` for SQLite, ./postgres-migrate.ts
// for PostgreSQL.
import fs from "node:fs";
import { engineOf } from "../lib/server/sql/engine";
import { migratePostgres } from "./postgres-migrate";
import { run } from "./run";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";

if (engineOf(url) === "sqlite") {
  run("npx prisma migrate deploy");
} else {
  migratePostgres(url).catch((error: unknown) => {
    console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
