import path from "node:path";
import { defineConfig } from "vitest/config";
import { engineOf } from "./lib/server/sql/engine";

const root = import.meta.dirname;

// Every test runs on SQLite (npm run test:unit) and on PostgreSQL (npm run
// test:pg, which sets DATABASE_URL to its server), but for the tests of one
// engine's own machinery.
const SQLITE_ONLY = [
  "lib/server/sql/serialized-connection.test.ts",
  "lib/server/sql/two-processes.test.ts",
  "lib/server/backup/sqlite-backup.test.ts",
  "lib/server/sql/statement-cache.test.ts",
  "lib/server/sql/writer-thread.test.ts",
];
const POSTGRES_ONLY = [
  "lib/server/backup/postgres-backup.test.ts",
  "lib/server/startup-checks-postgres.test.ts",
  "scripts/postgres-migrate.test.ts",
];
const isPostgres = engineOf(process.env.DATABASE_URL ?? "file:") === "postgresql";

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // The real package throws outside React Server Components; the rule it
      // enforces (no server code in the browser bundle) is Next's business.
      "server-only": path.join(root, "tests/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    // next-intl imports "next/server" without an extension, which Node's ESM
    // resolver refuses; letting Vite bundle it resolves the import.
    server: { deps: { inline: ["next-intl"] } },
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", ...(isPostgres ? SQLITE_ONLY : POSTGRES_ONLY)],
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: a single worker on
    // the 2-core CI machine. The tests mostly wait on the database file or
    // server, so one worker per core halves the run (150 s to 75 s there).
    maxWorkers: "100%",
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
    },
  },
});
