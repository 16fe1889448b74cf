// npm run test:e2e: finds (or installs) Chromium, prepares a freshly seeded
// database (E2E_ENV.DATABASE_URL: the SQLite file, or under npm run test:pg a
// PostgreSQL one), builds the app for production and runs Playwright against it.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { engineOf } from "../lib/server/sql/engine";
import { chromiumPath, E2E_ENV } from "./e2e-env";
import { removeDatabase, run } from "./run";

function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    console.log("Chromium not found: installing Debian's chromium-headless-shell package with apt-get ...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", {
      stdio: "inherit",
    });
  } else {
    console.log("Chromium not found: trying Playwright's installer ...");
    spawnSync("npx playwright install chromium", { shell: true, stdio: "inherit" });
    const installed = spawnSync("node -e \"console.log(require('playwright-core').chromium.executablePath())\"", {
      shell: true,
      encoding: "utf8",
    });
    const found = installed.stdout.trim();
    if (found && fs.existsSync(found)) process.env.CHROMIUM_PATH = found;
  }
  if (!chromiumPath()) {
    console.error(
      "\nNo Chromium found. Install one and run again:\n" +
        "  Debian/Ubuntu:  sudo apt-get install chromium\n" +
        "  or point CHROMIUM_PATH at a Chromium or Chrome executable.\n",
    );
    process.exit(1);
  }
}

ensureChromium();
// An SQLite file is made anew; a PostgreSQL database (E2E_DATABASE_URL,
// scripts/test-pg.ts) is a fresh one already.
if (engineOf(E2E_ENV.DATABASE_URL) === "sqlite") removeDatabase(E2E_ENV.DATABASE_URL.replace(/^file:/, ""));
fs.rmSync(E2E_ENV.MAIL_DIR, { recursive: true, force: true });
run("npx tsx scripts/db-migrate.ts", E2E_ENV);
run("npx prisma db seed", E2E_ENV);
if (!process.env.E2E_SKIP_BUILD) run("npx next build", E2E_ENV);
// --cluster (npm run test:cluster): the suite against nginx and two instances.
const args = process.argv.slice(2);
const isCluster = args.includes("--cluster");
run(`npx playwright test ${args.filter((arg) => arg !== "--cluster").join(" ")}`, {
  CI: process.env.CI ?? "",
  E2E_CLUSTER: isCluster ? "1" : "",
});
