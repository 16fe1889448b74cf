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

// The moment in Dublin at which the whole PostgreSQL run takes place: every
// clock it starts (this script's, the database server's, the app's,
// Chromium's) is moved there by libfaketime (scripts/at-time.sh) and runs on.
// Just after midnight on a Monday in summer time, "half an hour ago" is
// yesterday, a new week has begun, and Dublin's date is a day ahead of UTC's:
// a test that only passes in the afternoon fails here every time, rather than
// in the one CI run that happens to start at midnight (as one did). The SQLite
// run takes place at the real time. TEST_PG_AT="" runs this one at it too.
const DEFAULT_AT = "2027-07-05 00:05";

const hasFaketime = () => spawnSync("sh", ["-c", "command -v faketime"], { stdio: "ignore" }).status === 0;

// Runs this script again under the moved clock; null when it already is, or
// when it should not or cannot be.
function runAtOtherTime(args: string[]): number | null {
  const at = process.env.TEST_PG_AT ?? DEFAULT_AT;
  if (!at || process.env.FAKETIME) return null;
  if (!hasFaketime() && process.getuid?.() === 0) {
    console.log("faketime not found: installing Debian's faketime package with apt-get ...");
    spawnSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime"], {
      stdio: "inherit",
    });
  }
  if (!hasFaketime()) {
    console.log("faketime not found (apt-get install faketime): test:pg runs at the real time.");
    return null;
  }
  console.log(`test:pg runs at ${at} in Dublin (scripts/at-time.sh; TEST_PG_AT="" for the real time).`);
  const result = spawnSync("scripts/at-time.sh", [at, "npx", "tsx", "scripts/test-pg.ts", ...args], {
    stdio: "inherit",
  });
  return result.status ?? 1;
}

async function main() {
  const args = process.argv.slice(2);
  const moved = runAtOtherTime(args);
  if (moved !== null) process.exit(moved);
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
