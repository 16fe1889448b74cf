import fs from "node:fs";

// Shared by scripts/e2e.mjs and playwright.config.ts.
export const E2E_PORT = 3100;
// Ports the e2e tests start servers on, apart from the main one: 3101-3102
// (e2e/auth/security.spec.ts), 3120-3131 (e2e/ops/crash.spec.ts), 3140-3141
// (the instances of npm run test:cluster), 3150-3163 (e2e/ops/cluster.spec.ts).
export const E2E_CLUSTER_FIRST_PORT = E2E_PORT + 40;

export const E2E_ENV = {
  NODE_ENV: "production" as const,
  NEXT_TELEMETRY_DISABLED: "1",
  // The seeded SQLite file, or (npm run test:pg) the PostgreSQL database
  // scripts/test-pg.ts made for the run.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "file:./storage/e2e.db",
  AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789abcdef",
  AUTH_TOKEN_TTL_SECONDS: "3600",
  MAIL_DIR: "storage/e2e-mail",
  PORT: String(E2E_PORT),
  APP_URL: `http://localhost:${E2E_PORT}`,
  // The tests play the part of a proxy: each test sends its own
  // X-Forwarded-For, so that per-address rate limits only bite in the tests
  // about them (e2e/auth/security.spec.ts starts a server without this).
  TRUST_PROXY_HOPS: "1",
  // The office's weekly digest is due from Monday 00:00, so the server makes
  // this week's at start whatever the day (e2e/dashboard/digest.spec.ts).
  OFFICE_DIGEST_HOUR: "0",
  // Automatic payment reminders later than any seeded or tested invoice is
  // late, so that no reminder goes by itself in the middle of a test that
  // counts them; the invoice page still shows when the next would go.
  INVOICE_REMINDER_DAYS: "60,90",
};

// Debian's headless shell first: Chromium's own build for automation (the one
// Playwright picks for headless runs), without the full browser's UI and
// compositor. On the 2-core CI machine it runs the suite about a third faster
// than the full browser in its headless mode. The full browsers remain the
// fall-back, and CHROMIUM_PATH=/usr/bin/chromium for a headed run.
const CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

// CHROMIUM_PATH wins; otherwise the first browser found on the usual paths.
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}
