import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/lib/server/db";
import { apiRequest, createUser, PASSWORD, tokenFor } from "@/tests/helpers";
import { POST as changePassword } from "./route";

const NEW = "Gleaming-Floors-2027";

describe("POST /api/auth/changePassword", () => {
  it("changes the password, ends other sessions and gives this one a new token", async () => {
    const user = await createUser();
    const oldToken = await tokenFor(user);
    const response = await changePassword(
      apiRequest("/api/auth/changePassword", {
        bearer: oldToken,
        body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW },
      }),
    );
    expect(response.status).toBe(200);
    const { accessToken } = await response.json();
    expect(response.headers.get("set-cookie")).toContain(accessToken);
    expect((await me(apiRequest("/api/auth/me", { bearer: oldToken }))).status).toBe(401);
    expect((await me(apiRequest("/api/auth/me", { bearer: accessToken }))).status).toBe(200);
  });

  it.each([
    [{ currentPassword: "wrong-password", newPassword: NEW, confirmPassword: NEW }, "currentPassword"],
    [{ currentPassword: PASSWORD, newPassword: NEW, confirmPassword: "Other-Thing-2027" }, "confirmPassword"],
    [{ currentPassword: PASSWORD, newPassword: "qwerty12345", confirmPassword: "qwerty12345" }, "newPassword"],
  ])("refuses %j naming %s, and changes nothing", async (body, field) => {
    const user = await createUser();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } });
    const response = await changePassword(
      apiRequest("/api/auth/changePassword", { bearer: await tokenFor(user), body }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
  });

  it("needs a signed-in user", async () => {
    expect((await changePassword(apiRequest("/api/auth/changePassword", { body: {} }))).status).toBe(401);
  });
});
