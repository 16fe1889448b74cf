// npm run db:reset: empty the database, migrate it anew and seed it: the
// SQLite file is deleted; on PostgreSQL, the public schema is dropped and
// made again (everything in it goes). `prisma migrate reset` needs an engine
// download that is not available offline.
import pg from "pg";
import { engineOf } from "../lib/server/sql/engine";
import { ensureDotEnv, removeDatabase, run } from "./run";

async function main() {
  ensureDotEnv();
  const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";
  if (engineOf(url) === "sqlite") {
    removeDatabase(url.replace(/^file:/, ""));
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await client.end();
  }
  run("npx tsx scripts/db-migrate.ts");
  run("npx prisma db seed");
}

void main();
