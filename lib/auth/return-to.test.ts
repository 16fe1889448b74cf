import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_TO, safeReturnTo } from "./return-to";

// Every attack value must come back as a path that stays on this site.
const ATTACKS = [
  "https://evil.example/steal",
  "http:evil.example",
  "//evil.example/steal",
  "///evil.example/steal",
  "/\\evil.example",
  "\\/evil.example",
  "/..//evil.example/phish",
  "/.//evil.example/phish",
  "/./..//evil.example",
  "/%2e%2e//evil.example/phish",
  "/%2E//evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  "javascript:alert(1)",
  "/javascript:alert(1)//",
  "dashboard",
  " /dashboard",
];

describe("safeReturnTo", () => {
  it.each([
    ["/dashboard/job/list", "/dashboard/job/list"],
    ["/ar/dashboard/enquiry/list?page=2", "/ar/dashboard/enquiry/list?page=2"],
    ["/dashboard/../dashboard/app", "/dashboard/app"],
    ["/dashboard/job/list#board", "/dashboard/job/list#board"],
    [null, DEFAULT_RETURN_TO],
    ["", DEFAULT_RETURN_TO],
  ])("%j → %j", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each(ATTACKS)("keeps %j on this site", (attack) => {
    const result = safeReturnTo(attack);
    const resolved = new URL(result, "https://site.example/auth/jwt/login");
    expect(resolved.origin).toBe("https://site.example");
    expect(result).toMatch(/^\/(?![/\\])/);
  });
});
