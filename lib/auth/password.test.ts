import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores an argon2id hash that accepts the right password only", async () => {
    const hash = await hashPassword("Cleaning!2026");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain("Cleaning!2026");
    expect(await verifyPassword(hash, "Cleaning!2026")).toBe(true);
    expect(await verifyPassword(hash, "cleaning!2026")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats a malformed stored hash as a failed check", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});
