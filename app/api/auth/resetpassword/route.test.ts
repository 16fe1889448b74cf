import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as forgotPassword } from "@/app/api/auth/forgotpassword/route";
import { db } from "@/lib/server/db";
import { processOutbox } from "@/lib/server/mail/outbox";
import { apiRequest, createUser, PASSWORD, tokenFor } from "@/tests/helpers";
import { decodeQuotedPrintable, startSmtpServer } from "@/tests/smtp";
import { POST as resetPassword } from "./route";

// Mail goes to a real SMTP server on loopback; the port is set before any module reads the environment.
const port = vi.hoisted(() => {
  const chosen = 30000 + (process.pid % 20000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${chosen}`;
  return chosen;
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer(port);
});
afterAll(async () => {
  await smtp.close();
});

const NEW_PASSWORD = "Fresh-Linen-4-Ever";
const forgot = (email: string, resetPasswordUrl?: string) =>
  forgotPassword(apiRequest("/api/auth/forgotPassword", { body: { email, resetPasswordUrl } }));
const reset = (body: Record<string, string>) => resetPassword(apiRequest("/api/auth/resetPassword", { body }));

async function mailedLink(email: string): Promise<URL> {
  await processOutbox();
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const href = decodeQuotedPrintable(mail!.raw).match(/https?:\/\/[^\s"<]+reset-password[^\s"<]*/)?.[0];
  return new URL(href!.replace(/&amp;/g, "&"));
}

describe("forgot password → e-mail → reset", () => {
  it("mails a working link; the new password works, the old one and old sessions stop", async () => {
    const user = await createUser({ email: "orla@example.ie" });
    const oldSession = await tokenFor(user);
    const response = await forgot("orla@example.ie", "http://localhost:3000/fr/auth/jwt/reset-password");
    expect(response.status).toBe(200);

    const link = await mailedLink("orla@example.ie");
    expect(link.origin + link.pathname).toBe("http://localhost:3000/fr/auth/jwt/reset-password");
    expect(link.searchParams.get("email")).toBe("orla@example.ie");
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(40);
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(token);

    // A mail program turned '+' into spaces: the reset still works (spec §5).
    const mangled = token.replace(/\+/g, " ");
    const done = await reset({
      email: "orla@example.ie",
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: mangled,
    });
    expect(done.status).toBe(200);

    const signIn = (password: string) =>
      login(apiRequest("/api/auth/login", { body: { username: "orla@example.ie", password } }));
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await me(apiRequest("/api/auth/me", { bearer: oldSession }))).status).toBe(401);

    const again = await reset({
      email: "orla@example.ie",
      password: "Another-Good-One-9",
      confirmPassword: "Another-Good-One-9",
      token,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toHaveProperty("token");
  });

  it("refuses an expired token and a token used for another account", async () => {
    await createUser({ email: "cian@example.ie" });
    await createUser({ email: "other@example.ie" });
    await forgot("cian@example.ie");
    const token = (await mailedLink("cian@example.ie")).searchParams.get("token")!;
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token };
    expect((await reset({ ...body, email: "other@example.ie" })).status).toBe(400);

    await db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset({ ...body, email: "cian@example.ie" });
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.fields.token).toBe(
      "This reset link is invalid, used or expired. Ask for a new one.",
    );
    // The page shows that sentence as it is: in the visitor's language.
    const inArabic = await resetPassword(
      apiRequest("/api/auth/resetPassword", {
        body: { ...body, email: "cian@example.ie" },
        headers: { "accept-language": "ar" },
      }),
    );
    expect((await inArabic.json()).error.fields.token).toBe(
      "رابط إعادة التعيين هذا غير صالح أو مستخدَم أو منتهي الصلاحية. اطلب رابطًا جديدًا.",
    );
  });

  it("a new request cancels the previous link", async () => {
    await createUser({ email: "roisin@example.ie" });
    await forgot("roisin@example.ie");
    const first = (await mailedLink("roisin@example.ie")).searchParams.get("token")!;
    await forgot("roisin@example.ie");
    const body = { email: "roisin@example.ie", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: first };
    expect((await reset(body)).status).toBe(400);
  });

  it("ignores a reset page on another site and links to this one", async () => {
    await createUser({ email: "eoin@example.ie" });
    await forgot("eoin@example.ie", "https://evil.example/steal");
    expect((await mailedLink("eoin@example.ie")).origin).toBe("http://localhost:3000");
  });

  // The attack of the review: the link must come from APP_URL (here its
  // default, http://localhost:3000), never from what the request says.
  it.each([
    [{ "x-forwarded-host": "evil.example" }, undefined],
    [
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      "https://evil.example/auth/jwt/reset-password",
    ],
    [{ host: "evil.example" }, "http://evil.example/auth/jwt/reset-password"],
    [{ host: "evil.example", origin: "http://evil.example" }, "http://evil.example/auth/jwt/reset-password"],
    [{ forwarded: "host=evil.example;proto=https" }, "https://evil.example/auth/jwt/reset-password"],
    [{}, "http://localhost:3000.evil.example/auth/jwt/reset-password"],
    [{}, "http://localhost:3000/api/files/profile/x"],
  ])("never e-mails a link built from the request's host headers (%j, %s)", async (headers, resetPasswordUrl) => {
    const email = `victim-${Object.keys(headers).join("-")}-${resetPasswordUrl?.length ?? 0}@example.ie`;
    await createUser({ email });
    await forgotPassword(apiRequest("/api/auth/forgotPassword", { body: { email, resetPasswordUrl }, headers }));
    const link = await mailedLink(email);
    expect(link.origin + link.pathname).toBe("http://localhost:3000/auth/jwt/reset-password");
  });

  it("links to the reset page in the user's language", async () => {
    const user = await createUser({ email: "aoife.fr@example.ie" });
    await db.user.update({ where: { id: user.id }, data: { locale: "fr" } });
    await forgot("aoife.fr@example.ie");
    const link = await mailedLink("aoife.fr@example.ie");
    expect(link.origin + link.pathname).toBe("http://localhost:3000/fr/auth/jwt/reset-password");
  });

  it("gives field errors for mismatched and weak passwords", async () => {
    const mismatch = await reset({
      email: "a@b.ie",
      password: NEW_PASSWORD,
      confirmPassword: "something-else-1",
      token: "x",
    });
    expect((await mismatch.json()).error.fields).toEqual({ confirmPassword: "The passwords do not match." });
    const weak = await reset({ email: "a@b.ie", password: "qwerty123", confirmPassword: "qwerty123", token: "x" });
    expect(Object.keys((await weak.json()).error.fields)).toEqual(["password"]);
  });
});

describe("forgot password tells nothing about which addresses have accounts", () => {
  it("answers known and unknown addresses alike, without waiting for the mail", async () => {
    await createUser({ email: "known@example.ie" });
    const release = smtp.holdMessages();
    const known = await forgot("known@example.ie");
    const unknown = await forgot("unknown@example.ie");
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    // The answer came back while the mail server was still holding the message.
    expect(smtp.received.some((m) => m.to.includes("known@example.ie"))).toBe(false);
    release();
    await mailedLink("known@example.ie");
    expect(smtp.received.some((m) => m.to.includes("unknown@example.ie"))).toBe(false);
  });

  it("takes about as long for unknown as for known addresses", async () => {
    await createUser({ email: "timing@example.ie" });
    const time = async (email: string) => {
      const start = performance.now();
      await forgot(email);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time("timing@example.ie"));
      unknown.push(await time(`nobody-${i}@example.ie`));
    }
    await processOutbox();
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Both paths do a lookup and a few small writes at most: no slow step (hashing, mail) on one side only.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
  });

  it("limits requests per account: the 4th within an hour gets 429", async () => {
    await createUser({ email: "limited@example.ie" });
    for (let i = 0; i < 3; i += 1) expect((await forgot("limited@example.ie")).status).toBe(200);
    const refused = await forgot("limited@example.ie");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    await processOutbox();
  });
});
