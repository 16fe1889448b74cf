import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const SECRET = "x".repeat(40);

describe("parseEnv", () => {
  it("refuses to run in production without AUTH_SECRET, saying how to fix it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "https://www.example.ie" })).toThrow(
      /AUTH_SECRET is required in production/,
    );
  });

  it("refuses to run in production without APP_URL, the origin every e-mailed link is built from", () => {
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET })).toThrow(
      /APP_URL is required in production/,
    );
  });

  it.each([
    ["https://www.example.ie/some/path?x=1", "https://www.example.ie"],
    ["http://localhost:3100", "http://localhost:3100"],
  ])("keeps the origin of APP_URL %s", (url, origin) => {
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET, APP_URL: url }).APP_ORIGIN).toBe(origin);
  });

  it("refuses an APP_URL that is not http(s)", () => {
    expect(() => parseEnv({ APP_URL: "javascript:alert(1)" })).toThrow(/APP_URL/);
  });

  it("uses http://localhost on the dev server's port outside production", () => {
    expect(parseEnv({ NODE_ENV: "development" }).APP_ORIGIN).toBe("http://localhost:3000");
    expect(parseEnv({ NODE_ENV: "development", PORT: "4000" }).APP_ORIGIN).toBe("http://localhost:4000");
  });

  it("reads TRUST_PROXY_HOPS, 0 by default", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("lets `next build` run without the secret", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).isDevSecret).toBe(true);
  });

  it("refuses a short secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
  });

  it("uses the development secret outside production and says so", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.isDevSecret).toBe(true);
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("reads the configured values", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      AUTH_SECRET: SECRET,
      AUTH_TOKEN_TTL_SECONDS: "120",
      DATABASE_URL: "file:/tmp/x.db",
      APP_URL: "https://www.example.ie",
    });
    expect(env).toMatchObject({
      AUTH_SECRET: SECRET,
      isDevSecret: false,
      AUTH_TOKEN_TTL_SECONDS: 120,
      DATABASE_URL: "file:/tmp/x.db",
    });
  });

  it("names a bad value", () => {
    expect(() => parseEnv({ AUTH_TOKEN_TTL_SECONDS: "soon" })).toThrow(/AUTH_TOKEN_TTL_SECONDS/);
  });

  it("reads INVOICE_REMINDER_DAYS: 7, 21 and 35 by default, a list, or off", () => {
    expect(parseEnv({}).INVOICE_REMINDER_DAYS).toEqual([7, 21, 35]);
    expect(parseEnv({ INVOICE_REMINDER_DAYS: "10, 30" }).INVOICE_REMINDER_DAYS).toEqual([10, 30]);
    expect(parseEnv({ INVOICE_REMINDER_DAYS: "off" }).INVOICE_REMINDER_DAYS).toEqual([]);
    expect(parseEnv({ INVOICE_REMINDER_DAYS: "" }).INVOICE_REMINDER_DAYS).toEqual([]);
    for (const bad of ["21,7", "7,7", "0", "7,x", "400", "7,"]) {
      expect(() => parseEnv({ INVOICE_REMINDER_DAYS: bad }), bad).toThrow(/INVOICE_REMINDER_DAYS must be days/);
    }
  });
});
