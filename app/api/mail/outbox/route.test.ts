import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMail } from "@/app/api/mail/getmailbyid/route";
import { POST as resendMail } from "@/app/api/mail/resend/route";
import { db } from "@/lib/server/db";
import { passwordResetMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { GET as listOutbox } from "./route";

// The office's outbox screen: who may read it, what it shows of a mail, and
// "send again". Sending itself is lib/server/mail/outbox.test.ts.

const RESET_LINK = "http://localhost:3000/auth/jwt/reset-password?email=a%40b.ie&token=Secret-Token_123&x=1";
let superAdminEmail: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  superAdminEmail = (await signIn("SuperAdministrator")).user.email;
  const reset = (to: string) => passwordResetMail({ to, name: "Róisín", locale: "en" }, RESET_LINK);
  ids.clientReset = await queueMail(db, reset("roisin@outbox.example.ie"));
  ids.superAdminReset = await queueMail(db, reset(superAdminEmail));
  ids.failed = await queueMail(db, { ...reset("bounced@outbox.example.ie"), subject: "Bounced mail" });
  await db.outboxMail.update({
    where: { id: ids.failed },
    data: { status: "failed", attempts: 8, lastError: "550 No such user" },
  });
  ids.sent = await queueMail(db, { ...reset("done@outbox.example.ie"), subject: "Delivered mail" });
  await db.outboxMail.update({ where: { id: ids.sent }, data: { status: "sent", sentAt: new Date() } });
  // One minute apart, in the order they were queued.
  for (const [i, name] of ["clientReset", "superAdminReset", "failed", "sent"].entries()) {
    await db.outboxMail.update({
      where: { id: ids[name] },
      data: { createdAt: new Date(Date.UTC(2026, 10, 2, 9, i)) },
    });
  }
});

const list = (bearer: string | undefined, query = "") =>
  listOutbox(apiRequest(`/api/mail/outbox?search=outbox.example.ie${query}`, { bearer }));
const read = (bearer: string | undefined, id: string) =>
  getMail(apiRequest(`/api/mail/getMailById?id=${id}`, { bearer }));
const resend = (bearer: string | undefined, id: string) =>
  resendMail(apiRequest("/api/mail/resend", { body: { id }, bearer }));
const bearerOf = async (role: "Cleaner" | "Client" | "Administrator" | "SuperAdministrator" | null) =>
  role ? (await signIn(role)).bearer : undefined;

describe("the outbox API", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("%s → %i on every call", async (role, status) => {
    const bearer = await bearerOf(role);
    expect((await list(bearer)).status).toBe(status);
    expect((await read(bearer, ids.clientReset!)).status).toBe(status);
    // Resending is a change: only the office, and only what failed.
    const resent = await resend(bearer, ids.sent!);
    expect(resent.status).toBe(status === 200 ? 409 : status);
  });

  it("lists newest first, searches recipient and subject, filters by status", async () => {
    const bearer = await bearerOf("Administrator");
    const page = await (await list(bearer)).json();
    expect(page.data.map((mail: { id: string }) => mail.id)).toEqual([ids.sent, ids.failed, ids.clientReset]);
    expect(page.data[1]).toMatchObject({
      toAddress: "bounced@outbox.example.ie",
      subject: "Bounced mail",
      kind: "password-reset",
      status: "failed",
      attempts: 8,
      lastError: "550 No such user",
    });
    expect(page.data[1]).not.toHaveProperty("html");
    const failed = await (await list(bearer, "&status=failed")).json();
    expect(failed.data.map((mail: { id: string }) => mail.id)).toEqual([ids.failed]);
    const bySubject = await (await listOutbox(apiRequest("/api/mail/outbox?search=Delivered", { bearer }))).json();
    expect(bySubject.data.map((mail: { id: string }) => mail.id)).toEqual([ids.sent]);
  });

  it("hides a Super Administrator's mail from Administrators, not from Super Administrators", async () => {
    const admin = await bearerOf("Administrator");
    const superAdmin = await bearerOf("SuperAdministrator");
    const search = (bearer: string | undefined) =>
      listOutbox(apiRequest(`/api/mail/outbox?search=${encodeURIComponent(superAdminEmail)}`, { bearer }));
    expect((await (await search(admin)).json()).totalRecords).toBe(0);
    expect((await read(admin, ids.superAdminReset!)).status).toBe(404);
    expect((await (await search(superAdmin)).json()).totalRecords).toBe(1);
    expect((await read(superAdmin, ids.superAdminReset!)).status).toBe(200);
  });

  it("shows a mail as sent, with the sign-in link's token hidden", async () => {
    const mail = await (await read(await bearerOf("Administrator"), ids.clientReset!)).json();
    expect(mail).toMatchObject({ subject: "Reset your Emerald Clean password", attachments: [] });
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("Secret-Token_123");
      expect(body).toMatch(/token=\[hidden\]/);
    }
    expect(mail.html).toContain("reset-password?email=a%40b.ie&amp;token=[hidden]&amp;x=1");
  });

  it("sends a failed mail again from the start, once", async () => {
    const bearer = await bearerOf("Administrator");
    const response = await resend(bearer, ids.failed!);
    expect(response.status).toBe(200);
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id: ids.failed } })).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
    });
    expect((await resend(bearer, ids.failed!)).status).toBe(409); // queued now, not failed
  });

  it("answers 404 for an unknown mail and 400 naming a malformed id or status", async () => {
    const bearer = await bearerOf("Administrator");
    expect((await read(bearer, randomUUID())).status).toBe(404);
    expect((await resend(bearer, randomUUID())).status).toBe(404);
    const bad = await read(bearer, "mail-1");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("query.id");
    const status = await list(bearer, "&status=lost");
    expect(status.status).toBe(400);
    expect((await status.json()).error.fields).toHaveProperty("query.status");
  });
});
