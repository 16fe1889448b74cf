import { describe, expect, it } from "vitest";
import { zNewPassword } from "./password";

const problem = (value: string) => zNewPassword.safeParse(value).error?.issues[0]?.message;

describe("new password rules", () => {
  it.each([
    ["", "newPasswordRequired"],
    ["short1!", "passwordTooShort"],
    ["password123!", "passwordTooCommon"],
    ["Qwertyuiop", "passwordTooCommon"],
    ["aaaaaaaaaaaa", "passwordTooCommon"],
    ["Liverpool2026!", "passwordTooCommon"],
  ])("refuses %j (%s)", (value, key) => {
    expect(problem(value)).toBe(key);
  });

  it.each(["Shiny-Windows-2026", "correct horse battery staple", "Mop-and-Bucket-77"])("accepts %j", (value) => {
    expect(zNewPassword.safeParse(value).success).toBe(true);
  });
});
