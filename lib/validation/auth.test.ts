import { describe, expect, it } from "vitest";
import { ZResetPassword } from "./auth";

// Reset links pass through mail programs that turn '+' into a space (spec §5).
const tokenOf = (token: unknown) =>
  ZResetPassword.parse({
    email: "orla@example.ie",
    password: "Fresh-Start-at-Home-7",
    confirmPassword: "Fresh-Start-at-Home-7",
    token,
  }).token;

describe("the reset token", () => {
  it.each([
    ["a '+' inside turned into a space", "ab cd/ef=", "ab+cd/ef="],
    // The trim used to run first and drop it: one token in 64 starts with '+'.
    ["a leading '+' turned into a space", " abcd/ef=", "+abcd/ef="],
    ["two leading '+' turned into spaces", "  abcd=", "++abcd="],
    ["trailing whitespace and a line break", "\nabcd= \t", "abcd="],
  ])("%s comes back as the token", (_case, sent, token) => {
    expect(tokenOf(sent)).toBe(token);
  });

  it.each(["", "   \n"])("%j is refused", (sent) => {
    expect(
      ZResetPassword.safeParse({ email: "a@b.ie", password: "x", confirmPassword: "x", token: sent }).success,
    ).toBe(false);
  });
});
