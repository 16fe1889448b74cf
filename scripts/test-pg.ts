// npm run test:pg: the integration tests and the browser tests that read or
// write the database, against a real PostgreSQL server: Debian's, started
// for the run on a free loopback port with its data under
// storage/test-pg-<pid> (./postgres-server.ts) and stopped afterwards, however the run ends.
//
// Left to the SQLite run (npm test): the tests of SQLite's own machinery
// (vitest.config.mts lists them) and the browser tests of pages that never
// touch the database (the public pages, their HTML and accessibility, the
// dashboard's shell) or of the SQLite cluster.
import { spawnSync } from "node:child_process";
import { startPostgres } from "./postgres-server";

// The dashboard's shell (menus, settings drawer, language picker) reads no
// more of the database than signing in, which every other spec does too, and
// the public pages' forms post the same enquiries as e2e/enquiry. Within
// these specs, the tests whose outcome does not depend on the engine (layout,
// direction, accessibility, headers, redirects: tagged ENGINE_INDEPENDENT) are
// left out too.
export const E2E_ON_POSTGRES = [
  "e2e/auth",
  "e2e/enquiry",
  ...["invoices", "jobs", "leads", "list-search", "people", "workforce"].map((name) => `e2e/dashboard/${name}.spec.ts`),
];

async function main() {
  const args = process.argv.slice(2);
  // A folder per run: two runs at once must not share (and delete) one cluster.
  const server = await startPostgres(`storage/test-pg-${process.pid}`);
  const step = (command: string, env: Record<string, string>) => {
    console.log(`\n> ${command}`);
    const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
    return result.status ?? 1;
  };
  let status = 0;
  if (!args.includes("--e2e-only")) {
    // Test files named on the command line narrow the Vitest run (npm run test:pg -- --unit-only FILE…).
    const files = args.filter((arg) => !arg.startsWith("--"));
    status = step(["npx vitest run", ...files].join(" "), { DATABASE_URL: server.url("postgres") });
  }
  if (status === 0 && !args.includes("--unit-only")) {
    server.createDatabase("e2e");
    status = step(`npx tsx scripts/e2e.ts ${E2E_ON_POSTGRES.join(" ")}`, {
      E2E_DATABASE_URL: server.url("e2e"),
      E2E_SKIP_ENGINE_INDEPENDENT: "1",
    });
  }
  server.stop();
  process.exit(status);
}

void main();
