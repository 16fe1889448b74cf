import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

// Prisma does not read .env when a config file exists, so load it here.
if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.DATABASE_URL ??= "file:./storage/dev.db";
const url = process.env.DATABASE_URL;

// SQLite will not create the folder that holds the database file.
const file = url.replace(/^file:/, "");
if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.mts" },
  adapter: async () => new PrismaBetterSQLite3({ url }),
});
