import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { signAccessToken } from "@/lib/auth/jwt";
import { REQUEST_PATH_HEADER } from "@/lib/auth/return-to";
import middleware, { config } from "./middleware";

// APP_URL is not set in the tests: the public origin is http://localhost:3000.
async function visit(path: string, options: { signedIn?: boolean; host?: string; cookie?: string } = {}) {
  const headers = new Headers({ "accept-language": "en-IE,en;q=0.9" });
  if (options.signedIn) {
    const token = await signAccessToken(
      { id: "u1", role: "Administrator", tokenVersion: 0 },
      "s1",
      Math.floor(Date.now() / 1000) + 600,
    );
    headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  }
  if (options.cookie) headers.set("cookie", options.cookie);
  // What `next start` hands the middleware: its own address, whatever the visitor typed.
  const url = new URL(path, `http://${options.host ?? "localhost:3000"}`);
  return middleware(new NextRequest(url, { headers }));
}

const location = (response: Response) => response.headers.get("location");

describe("middleware", () => {
  it.each([
    ["/dashboard/job/list", "http://localhost:3000/auth/jwt/login?returnTo=%2Fdashboard%2Fjob%2Flist"],
    ["/dashboard", "http://localhost:3000/auth/jwt/login?returnTo=%2Fdashboard"],
    [
      "/ar/dashboard/enquiry/list?x=1",
      "http://localhost:3000/ar/auth/jwt/login?returnTo=%2Far%2Fdashboard%2Fenquiry%2Flist%3Fx%3D1",
    ],
  ])("sends a visitor without a session from %s to %s", async (path, target) => {
    const response = await visit(path);
    expect(response.status).toBe(307);
    expect(location(response)).toBe(target);
  });

  it("treats a malformed session cookie as no session", async () => {
    const response = await visit("/dashboard/app", { cookie: `${SESSION_COOKIE}=%E0%A4%A` });
    expect(response.status).toBe(307);
    expect(location(response)).toMatch(/\/auth\/jwt\/login\?returnTo=/);
  });

  it("lets a signed-in user through to the dashboard, and leaves login to the login page", async () => {
    expect(location(await visit("/dashboard/job/list", { signedIn: true }))).toBeNull();
    // The page checks the session against the database before sending anyone on.
    expect(location(await visit("/auth/jwt/login?returnTo=/..//evil.example", { signedIn: true }))).toBeNull();
  });

  it("redirects to the configured public origin, never to the Host a caller sent", async () => {
    const guarded = await visit("/dashboard/app", { host: "evil.example" });
    expect(new URL(location(guarded)!).origin).toBe("http://localhost:3000");
    // next-intl's own redirect (an /en prefix is dropped) is moved there too.
    const intl = await visit("/en/contact", { host: "evil.example" });
    expect(intl.status).toBeGreaterThanOrEqual(300);
    expect(location(intl)).toBe("http://localhost:3000/contact");
  });

  it.each([
    ["/locations/Dublin", "http://localhost:3000/locations/dublin"],
    ["/fr/locations/CORK?x=1", "http://localhost:3000/fr/locations/cork?x=1"],
  ])("sends the county page %s to %s", async (path, target) => {
    const response = await visit(path);
    expect(response.status).toBe(308);
    expect(location(response)).toBe(target);
  });
});

describe("what the middleware runs for", () => {
  const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each(["/", "/fr", "/contact", "/ar/locations/cork", "/dashboard/job/list", "/auth/jwt/login", "/apiary"])(
    "runs for the page %s",
    (url) => expect(runsFor(url)).toBe(true),
  );

  // API calls check their session themselves, and scripts/server.ts folds
  // their mixed-case paths (lib/server/net/api-path.ts).
  it.each(["/api", "/api/enquiry/createenquiry", "/api/job/jobs?pageNumber=2", "/_next/static/x.js", "/robots.txt"])(
    "stays out of %s",
    (url) => expect(runsFor(url)).toBe(false),
  );
});

describe("per-request Content-Security-Policy", () => {
  const scriptSrc = (policy: string | null) => policy?.split("; ").find((part) => part.startsWith("script-src "));

  it.each(["/dashboard/app", "/ar/dashboard/user/all", "/auth/jwt/login", "/fr/auth/jwt/register"])(
    "gives %s a nonce policy without 'unsafe-inline', and hands the nonce to the render",
    async (path) => {
      const response = await visit(path, { signedIn: true });
      const policy = response.headers.get("content-security-policy");
      expect(scriptSrc(policy)).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(scriptSrc(policy)).not.toContain("unsafe-inline");
      // Next reads the nonce from the request headers the middleware forwards.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBe(path);
    },
  );

  it("uses a new nonce for every request", async () => {
    const first = (await visit("/auth/jwt/login")).headers.get("content-security-policy");
    const second = (await visit("/auth/jwt/login")).headers.get("content-security-policy");
    expect(first).not.toBe(second);
  });

  it("leaves the pre-rendered public pages to the static policy of next.config.mjs", async () => {
    expect((await visit("/contact")).headers.get("content-security-policy")).toBeNull();
  });

  it("remembers a language for a year, not only until the browser closes (spec §4)", async () => {
    // An English browser opening the French pages: the middleware keeps the choice.
    const cookie = (await visit("/fr/contact")).headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^NEXT_LOCALE=fr;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
  });
});
