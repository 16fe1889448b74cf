import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const SECRET = "x".repeat(40);

describe("parseEnv", () => {
  it("refuses to run in production without AUTH_SECRET, saying how to fix it", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required in production/);
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
});
