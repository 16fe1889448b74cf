import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resetPassword } from "@/app/api/auth/resetpassword/route";
import { PUT as setStatus } from "@/app/api/user/setstatus/route";
import { db } from "@/lib/server/db";
import { processOutbox } from "@/lib/server/mail/outbox";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { mailFilesTo } from "@/tests/smtp";
import { POST as confirmEmail } from "./route";

const PASSWORD = "Mop-and-Bucket-77";
let counter = 0;

// A visitor registers in `locale`; answers their address and the link of the mail they get.
async function registerVisitor(locale = "en") {
  const email = `confirm-${++counter}@example.ie`;
  const registered = await register(
    apiRequest("/api/auth/register", {
      body: { email, password: PASSWORD, firstName: "Órla", lastName: "Kinsella" },
      headers: { "accept-language": locale },
    }),
  );
  expect(registered.status).toBe(200);
  await processOutbox();
  const [mail] = await mailFilesTo(email);
  const href = /http:\/\/localhost:3000\/(?:[a-z]{2}\/)?auth\/jwt\/confirm-email\?token=[^\s"<]+/.exec(mail!)![0];
  return { email, mail: mail!, link: new URL(href.replace(/&amp;/g, "&")) };
}

const confirm = (token: unknown) => confirmEmail(apiRequest("/api/auth/confirmEmail", { body: { token } }));
const approve = async (email: string) => {
  const { id } = await db.user.findUniqueOrThrow({ where: { email } });
  const { bearer } = await signIn("Administrator");
  expect(
    (
      await setStatus(
        apiRequest("/api/user/setstatus", { method: "PUT", body: { ids: [id], status: "active" }, bearer }),
      )
    ).status,
  ).toBe(200);
};
const signInWith = async (email: string, password: string) =>
  (await login(apiRequest("/api/auth/login", { body: { username: email, password } }))).status;

describe("POST /api/auth/confirmEmail", () => {
  it("the registration mail's link confirms the address once; the approved account keeps its password", async () => {
    const { email, mail, link } = await registerVisitor("fr");
    expect(link.pathname).toBe("/fr/auth/jwt/confirm-email");
    expect(mail).toContain("Confirmer mon adresse e-mail");
    const response = await confirm(link.searchParams.get("token"));
    expect(response.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailConfirmedAt).not.toBeNull();

    const again = await confirm(link.searchParams.get("token"));
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual({ token: "This confirmation link is invalid, used or expired." });

    await approve(email);
    expect(await signInWith(email, PASSWORD)).toBe(200);
  });

  it("without it, approving the account does not keep the password someone registered", async () => {
    const { email } = await registerVisitor();
    await approve(email);
    expect(await signInWith(email, PASSWORD)).toBe(401);
  });

  it("refuses an expired link, an unknown one and a missing one, naming the token, and confirms nothing", async () => {
    const { email, link } = await registerVisitor();
    await db.passwordResetToken.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const token of [link.searchParams.get("token"), "bm90LWEtdG9rZW4=", "", undefined]) {
      const response = await confirm(token);
      expect(response.status, String(token)).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["token"]);
    }
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailConfirmedAt).toBeNull();
  });

  it("keeps the two links apart: the confirmation link sets no password, a reset link confirms nothing here", async () => {
    const { email, link } = await registerVisitor();
    const token = link.searchParams.get("token")!;
    const asReset = await resetPassword(
      apiRequest("/api/auth/resetPassword", {
        body: { email, password: "Someone-Elses-9", confirmPassword: "Someone-Elses-9", token },
      }),
    );
    expect(asReset.status).toBe(400);
    // The confirmation link still works for what it is for.
    expect((await confirm(token)).status).toBe(200);
  });
});
