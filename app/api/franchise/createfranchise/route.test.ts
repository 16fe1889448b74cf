import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { processOutbox } from "@/lib/server/mail/outbox";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { POST as createFranchise } from "./route";

const valid = {
  firstName: "Fionn",
  lastName: "Gallagher",
  phone: "+353 86 555 1234",
  address: "Unit 3, Main Street, Letterkenny, Co. Donegal",
  postCode: "F92 X2Y4",
  email: "fionn@example.ie",
  messageDescription: "I would like the information pack for Donegal.",
};

const send = (body: unknown) => createFranchise(apiRequest("/api/franchise/createFranchise", { body }));

describe("POST /api/franchise/createFranchise", () => {
  it("stores the request and tells the office by e-mail", async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(await db.franchiseEnquiry.count({ where: { email: "fionn@example.ie" } })).toBe(1);

    await processOutbox();
    const dir = process.env.MAIL_DIR!;
    const mails = fs.readdirSync(dir).filter((name) => name.includes("office@emeraldclean.ie"));
    const raw = mails.map((name) => fs.readFileSync(path.join(dir, name), "utf8")).join("\n");
    expect(raw).toContain("Subject: New franchise enquiry from Fionn Gallagher");
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
  });

  // Issue #16: applicants from Northern Ireland and Britain.
  it.each([
    ["bt11aa", "BT1 1AA", "028 9012 3456"],
    [" bt1  1aa ", "BT1 1AA", "+44 (0)28 9012 3456"],
    ["sw1a1aa", "SW1A 1AA", "07700 900123"],
    ["d02x285", "D02 X285", "+353 1 555 0123"],
  ])("takes the post code %j, stored as %j, with the phone %j", async (postCode, stored, phone) => {
    const email = `applicant-${randomUUID()}@example.co.uk`;
    const response = await send({ ...valid, email, postCode, phone });
    expect(response.status).toBe(200);
    const request = await db.franchiseEnquiry.findFirstOrThrow({ where: { email } });
    expect(request).toMatchObject({ postCode: stored, phone });
  });

  it.each([
    ["postCode", "BT1 1A", "Enter an Eircode (for example D02 X285) or a UK postcode (for example BT1 1AA)."],
    ["postCode", "Belfast", "Enter an Eircode (for example D02 X285) or a UK postcode (for example BT1 1AA)."],
    [
      "phone",
      "+33 1 23 45 67 89",
      "Enter a valid Irish or UK phone number, for example 087 123 4567 or 028 9012 3456.",
    ],
  ])("refuses the %s %j and says what it takes", async (field, value, message) => {
    const before = await db.franchiseEnquiry.count();
    const response = await send({ ...valid, email: `applicant-${randomUUID()}@example.ie`, [field]: value });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: message });
    expect(await db.franchiseEnquiry.count()).toBe(before);
  });

  it("stores a request sent again with the same id once, and tells the office once", async () => {
    const body = { ...valid, id: randomUUID(), email: `retry-${randomUUID()}@example.ie` };
    const first = await send(body);
    expect(first.status).toBe(200);
    const outbox = await db.outboxMail.count();
    const again = await send(body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(body.id);
    expect(await db.franchiseEnquiry.count({ where: { email: body.email } })).toBe(1);
    expect(await db.outboxMail.count()).toBe(outbox);

    const other = await send({ ...body, email: `someone-else-${randomUUID()}@example.ie` });
    expect(other.status).toBe(409);
    expect(Object.keys((await other.json()).error.fields)).toEqual(["id"]);
  });

  it("refuses an id that is not a UUID v4", async () => {
    const response = await send({ ...valid, id: "not-a-uuid", email: `id-${randomUUID()}@example.ie` });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["id"]);
  });

  it.each(Object.keys(valid))("answers 400 naming %s when it is missing, and stores nothing", async (field) => {
    const before = await db.franchiseEnquiry.count();
    const { [field as keyof typeof valid]: _missing, ...rest } = valid;
    const response = await send(rest);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await db.franchiseEnquiry.count()).toBe(before);
  });
});
