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

  it.each(Object.keys(valid))("answers 400 naming %s when it is missing, and stores nothing", async (field) => {
    const before = await db.franchiseEnquiry.count();
    const { [field as keyof typeof valid]: _missing, ...rest } = valid;
    const response = await send(rest);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await db.franchiseEnquiry.count()).toBe(before);
  });
});
