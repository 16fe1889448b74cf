import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, E2E_CLUSTER_FIRST_PORT, E2E_ENV, E2E_PORT } from "./scripts/e2e-env";

// e2e runs a real Chromium (Debian's, never a downloaded one) against the
// production build, served by scripts/server.ts (as `npm start`) on a seeded SQLite file.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The PostgreSQL run (scripts/test-pg.ts) leaves out the tests whose outcome
  // does not depend on the engine (tagged ENGINE_INDEPENDENT in e2e/fixtures.ts):
  // the SQLite run has them.
  grepInvert: process.env.E2E_SKIP_ENGINE_INDEPENDENT === "1" ? /@engine-independent/ : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A dashboard test signs in, loads MUI and the data grid and runs axe on a
  // 2-core CI machine shared with the server: 30 s was too tight there.
  timeout: 60_000,
  // A dashboard page's first load on the 2-core CI machine, with two workers
  // and the server sharing it, can take over 10 s before it hydrates.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "en-IE",
    // As a device set to reduce motion: the app then opens dialogs, drawers and
    // menus without their transitions, so no step waits for one to settle. The
    // tests of the motion itself ask for it (page.emulateMedia).
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: process.env.E2E_CLUSTER
    ? {
        // npm run test:cluster: nginx on the e2e port, two instances behind it
        // (scripts/cluster.ts). The tests still play a proxy in front (their
        // own X-Forwarded-For), so the app trusts two: theirs and nginx.
        command: "node --import tsx scripts/cluster.ts",
        url: `http://localhost:${E2E_PORT}/api/health/ready`,
        reuseExistingServer: false,
        timeout: 120_000,
        // The cluster stops nginx and its instances on SIGTERM.
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        env: {
          ...E2E_ENV,
          TRUST_PROXY_HOPS: "2",
          CLUSTER_FIRST_PORT: String(E2E_CLUSTER_FIRST_PORT),
          CLUSTER_DIR: "storage/e2e-cluster",
        },
      }
    : {
        command: "node node_modules/tsx/dist/cli.mjs scripts/server.ts",
        url: `http://localhost:${E2E_PORT}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: E2E_ENV,
      },
});
