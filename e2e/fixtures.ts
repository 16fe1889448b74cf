import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { E2E_PORT } from "../scripts/e2e-env";

export const DEMO_PASSWORD = "Cleaning!2026";
export const DEMO = {
  admin: "admin@demo.ie",
  superadmin: "superadmin@demo.ie",
  cleaner: "cleaner@demo.ie",
  client: "client@demo.ie",
} as const;

// Signs in through the API, which sets the session cookie on the page's browser context.
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post("/api/auth/login", { data: { username: email, password } });
  expect(response.status()).toBe(200);
}

// Signs out whoever was signed in (cookies cleared, cookie consent kept) and signs in as `email`.
export async function switchUser(page: Page, email: string) {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "cookie_consent", value: "1", url: `http://localhost:${E2E_PORT}` }]);
  await signInByApi(page, email);
}

// A phone (390 × 844, touch), in a browser context of its own signed in as
// `email` (with the demo password unless given), with cookies accepted. It comes from an address of its own, so its
// sign-ins do not count against another test's rate-limit bucket.
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
let phoneCounter = 0;

export async function phonePage(
  browser: Browser,
  email: string,
  { password, ...options }: BrowserContextOptions & { password?: string } = {},
) {
  const baseURL = `http://localhost:${E2E_PORT}`;
  phoneCounter += 1;
  const context = await browser.newContext({
    ...PHONE,
    ...options,
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.77.${base.info().workerIndex % 250}.${phoneCounter % 250}`,
    },
  });
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL }]);
  const page = await context.newPage();
  await signInByApi(page, email, password);
  return { context, page };
}

// The browser logs every 4xx answer; those are expected outcomes (a refused
// login, a 404 page). Anything else in the console fails the test.
const EXPECTED_NETWORK_LOG = /^Failed to load resource: the server responded with a status of 4\d\d/;
// The outbox shows a mail in a sandboxed frame that runs no script; axe's
// injection into that frame is refused, as it should be, and says so.
const SANDBOXED_MAIL_FRAME = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

// Fails a test on any error printed in the browser console.
let clientCounter = 0;

export const test = base.extend<{ consoleErrors: string[]; hasCookieConsent: boolean }>({
  // Visitors have accepted cookies unless a test is about the banner, so the
  // banner never covers what a test clicks.
  hasCookieConsent: [true, { option: true }],
  context: async ({ context, hasCookieConsent, baseURL }, provide) => {
    if (hasCookieConsent) await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
    await provide(context);
  },
  // Every test is a different visitor, so per-address rate limits only bite
  // in the tests about them.
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    clientCounter += 1;
    await provide({ "x-forwarded-for": `198.51.100.${(testInfo.workerIndex * 50 + clientCounter) % 250}` });
  },
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !EXPECTED_NETWORK_LOG.test(text) && !SANDBOXED_MAIL_FRAME.test(text))
          errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await provide(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// A test whose outcome does not depend on the database engine: what a page
// shows (layout, language, direction, accessibility), the headers it is
// served with, where a sign-in sends the browser. The PostgreSQL run
// (scripts/test-pg.ts) leaves these to the SQLite run.
export const ENGINE_INDEPENDENT = { tag: "@engine-independent" };
export const engineIndependent = (only: boolean) => (only ? ENGINE_INDEPENDENT : {});
