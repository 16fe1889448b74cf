import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { E2E_ENV, E2E_PORT } from "../../scripts/e2e-env";
import { DEMO, DEMO_PASSWORD, expect, ENGINE_INDEPENDENT, signInByApi, test } from "../fixtures";

// The findings of the outside security review, replayed as the reviewer did
// them, against the production build.

const ORIGIN = `http://localhost:${E2E_PORT}`;

// Values of returnTo that once led off the site, or could.
const HOSTILE_RETURN_TO = [
  "/..//evil.example/phish",
  "/.//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/%2E%2E%2F%2Fevil.example",
  "//evil.example/phish",
  "///evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "https://evil.example/phish",
  "http:evil.example",
  "javascript:alert(document.domain)",
];

test.describe("open redirect through returnTo", () => {
  test(
    "a signed-in user opening login with a hostile returnTo stays on this site",
    ENGINE_INDEPENDENT,
    async ({ page }) => {
      await signInByApi(page, DEMO.cleaner);
      for (const attack of HOSTILE_RETURN_TO) {
        for (const query of [encodeURIComponent(attack), attack.replace(/[\t\n]/g, encodeURIComponent)]) {
          const response = await page.request.get(`/auth/jwt/login?returnTo=${query}`, { maxRedirects: 0 });
          expect(response.status(), attack).toBe(307);
          const target = new URL(response.headers().location!, `${ORIGIN}/auth/jwt/login`);
          expect(target.origin, attack).toBe(ORIGIN);
        }
      }
    },
  );

  test(
    "a signed-out user sent to login with a hostile returnTo lands on the dashboard after signing in",
    ENGINE_INDEPENDENT,
    async ({ page }) => {
      test.setTimeout(120_000);
      // Where the browser goes is the question, not what the dashboard shows:
      // its page is answered with a stub, which spares 14 renders of it.
      await page.route(`${ORIGIN}/dashboard/app`, (route) =>
        route.request().resourceType() === "document"
          ? route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Dashboard</title>" })
          : route.continue(),
      );
      for (const attack of HOSTILE_RETURN_TO) {
        await page.context().clearCookies();
        await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(attack)}`);
        await page.getByLabel("Email address").fill(DEMO.cleaner);
        await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page, attack).toHaveURL(`${ORIGIN}/dashboard/app`);
      }
    },
  );
});

test.describe("scripts on dashboard and auth pages", () => {
  for (const path of ["/dashboard/app", "/ar/dashboard/app", "/auth/jwt/login", "/auth/jwt/forgot-password"]) {
    test(
      `${path} runs only scripts that carry this request's nonce`,
      ENGINE_INDEPENDENT,
      async ({ page, consoleErrors }) => {
        if (path.includes("dashboard")) await signInByApi(page, DEMO.admin);
        const response = await page.request.get(path);
        const policy = response.headers()["content-security-policy"]!;
        const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src "))!;
        expect(scriptSrc).not.toContain("unsafe-inline");
        const nonce = scriptSrc.match(/'nonce-([^']+)'/)![1];
        // Every script the server wrote carries it; a second visit gets another.
        const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length).toBeGreaterThan(3);
        for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
        const again = await page.request.get(path);
        expect(again.headers()["content-security-policy"]).not.toContain(nonce);

        // Stored XSS, as the attacker would plant it: markup in the page the
        // server sends. Neither the script nor the inline handler runs, and the
        // page itself still works under the policy.
        await page.route(`**${path}`, async (route) => {
          const original = await route.fetch();
          const planted = `<script>window.__injected = "script"</script><img src="data:," onerror="window.__injected = 'handler'">`;
          await route.fulfill({
            response: original,
            body: (await original.text()).replace("</body>", `${planted}</body>`),
          });
        });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => (window as { __injected?: string }).__injected ?? null)).toBeNull();
        await expect(page.locator("main, form").first()).toBeVisible();
        // The browser reports the two refusals in the console; nothing else may be there.
        expect(consoleErrors.splice(0).sort()).toEqual([
          expect.stringMatching(/inline event handler.*Content Security Policy/),
          expect.stringMatching(/inline script.*Content Security Policy/),
        ]);
      },
    );
  }

  test("public pages keep their static policy and every security header", ENGINE_INDEPENDENT, async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response!.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
    expect(response!.headers()["x-frame-options"]).toBe("DENY");
  });
});

test.describe("client addresses and rate limits", () => {
  const attemptLogin = (
    request: { post: (url: string, options: object) => Promise<{ status(): number }> },
    url: string,
    email: string,
    forwardedFor: string,
  ) =>
    request
      .post(url, {
        data: { username: email, password: "not-the-password" },
        headers: { "x-forwarded-for": forwardedFor },
      })
      .then((response) => response.status());

  // A wrong password sent from a chosen local address (Playwright cannot choose one).
  const wrongPasswordFrom = (localAddress: string, port: number, email: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, localAddress, path: "/api/auth/login", method: "POST" },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on("error", reject);
      req.setHeader("content-type", "application/json");
      req.end(JSON.stringify({ username: email, password: "not-the-password" }));
    });

  test("behind one trusted proxy, only the entry that proxy wrote counts", async ({ page }) => {
    // The e2e server runs with TRUST_PROXY_HOPS=1: the tests play that proxy.
    const email = `nobody-${randomUUID()}@example.ie`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // The caller writes anything it likes on the left; the proxy appends the real address.
      statuses.push(
        await attemptLogin(page.request, "/api/auth/login", email, `10.9.${i}.1, 203.0.113.${i}, 198.51.100.77`),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  test("served directly (TRUST_PROXY_HOPS=0), a caller cannot choose its rate-limit bucket", async ({ playwright }) => {
    const port = E2E_PORT + 1 + test.info().parallelIndex;
    const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/server.ts"], {
      env: {
        ...process.env,
        ...E2E_ENV,
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        TRUST_PROXY_HOPS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    // The server's own log goes with the test's result: a 500 says why there.
    let log = "";
    server.stdout!.on("data", (chunk) => (log += chunk));
    server.stderr!.on("data", (chunk) => (log += chunk));
    try {
      const request = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
      await expect(async () => expect((await request.get("/api/openapi.json")).status()).toBe(200)).toPass({
        timeout: 20_000,
      });
      const email = `nobody-${randomUUID()}@example.ie`;
      const statuses: number[] = [];
      // A new X-Forwarded-For each time, and one naming the loopback address: all count as this caller.
      for (let i = 0; i < 6; i += 1)
        statuses.push(await attemptLogin(request, "/api/auth/login", email, `192.0.2.${i}`));
      statuses.push(await attemptLogin(request, "/api/auth/login", email, "::ffff:127.0.0.1"));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Another real address (a second loopback one) has buckets of its own:
      // the server counts the socket it reads, not one shared "unknown".
      expect(await wrongPasswordFrom("127.0.0.2", port, email)).toBe(401);
      await request.dispose();
    } finally {
      process.kill(-server.pid!, "SIGTERM");
      await test.info().attach("server log", { body: log, contentType: "text/plain" });
    }
  });
});

test.describe("sessions and answers", () => {
  test("a malformed session cookie is no session: 401 from the API, the login page for the dashboard", async ({
    page,
  }) => {
    const cookie = { cookie: "cs_session=%E0%A4%A" };
    expect((await page.request.get("/api/auth/me", { headers: cookie })).status()).toBe(401);
    const dashboard = await page.request.get("/dashboard/app", { headers: cookie, maxRedirects: 0 });
    expect(dashboard.status()).toBe(307);
    // Relative, or absolute on the site's own origin (behind nginx, Next
    // leaves the origin in: it differs from the instance's own).
    const location = new URL(dashboard.headers().location!, ORIGIN);
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/auth/jwt/login`);
    expect(location.searchParams.get("returnTo")).toBe("/dashboard/app");
  });

  test("authenticated API answers may not be stored by any cache", async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(200);
    expect(me.headers()["cache-control"]).toBe("no-store");
  });

  test("another site cannot sign a visitor out", async ({ page }) => {
    await signInByApi(page, DEMO.client);
    const forged = await page.request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
    expect(forged.status()).toBe(403);
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  });
});
