import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { engineOf } from "./lib/server/sql/engine";

// Prisma does not read .env when a config file exists, so load it here.
if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.DATABASE_URL ??= "file:./storage/dev.db";
const url = process.env.DATABASE_URL;

// The engine follows DATABASE_URL (lib/server/sql/engine.ts): a postgresql://
// address takes the PostgreSQL schema, made from prisma/schema.prisma by
// scripts/postgres-schema.ts, and its own migrations.
const isPostgres = engineOf(url) === "postgresql";

// SQLite will not create the folder that holds the database file.
const file = url.replace(/^file:/, "");
if (!isPostgres && file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: isPostgres ? "prisma/postgres/schema.prisma" : "prisma/schema.prisma",
  migrations: {
    path: isPostgres ? "prisma/postgres/migrations" : "prisma/migrations",
    seed: "tsx prisma/seed.mts",
  },
  adapter: async () => (isPostgres ? new PrismaPg({ connectionString: url }) : new PrismaBetterSQLite3({ url })),
});
