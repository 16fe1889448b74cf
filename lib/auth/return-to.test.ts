import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_TO, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/dashboard/job/list", "/dashboard/job/list"],
    ["/ar/dashboard/enquiry/list?page=2", "/ar/dashboard/enquiry/list?page=2"],
    [null, DEFAULT_RETURN_TO],
    ["", DEFAULT_RETURN_TO],
    ["https://evil.example/steal", DEFAULT_RETURN_TO],
    ["//evil.example/steal", DEFAULT_RETURN_TO],
    ["/\\evil.example", DEFAULT_RETURN_TO],
    ["javascript:alert(1)", DEFAULT_RETURN_TO],
    ["dashboard", DEFAULT_RETURN_TO],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
