import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { POST as createEnquiry } from "./route";

const valid = () => ({
  id: randomUUID(),
  name: "Pádraig Ó Súilleabháin",
  email: `padraig-${randomUUID().slice(0, 8)}@example.ie`,
  phone: "087 123 4567",
  address: "4 Patrick Street, Cork",
  postCode: "T12 XY34",
  messageDescription: "Weekly clean, three bedrooms.\nSelected Items: House Cleaning, Carpet Cleaning",
  domainName: "localhost",
});

const send = (body: unknown) => createEnquiry(apiRequest("/api/Enquiry/CreateEnquiry", { body }));

describe("POST /api/Enquiry/CreateEnquiry", () => {
  beforeEach(async () => {
    await db.enquiry.deleteMany();
  });

  it("stores a valid enquiry and answers 200", async () => {
    const input = valid();
    const response = await send(input);
    expect(response.status).toBe(200);
    const stored = await db.enquiry.findUniqueOrThrow({ where: { id: input.id } });
    expect(stored).toMatchObject({ ...input, postCode: "T12 XY34" });
  });

  // A name that reads "Seán exe.gpj" on screen and in the office's e-mail.
  it.each([
    ["name", "Se\u00e1n \u202egpj.exe"],
    ["name", "Ann\u0000"],
    ["address", "1 Main St\u2066, Cork"],
    ["address", "1 Main St\nCork"],
  ] as const)("refuses %s %j with a field error, and writes nothing", async (field, value) => {
    const response = await send({ ...valid(), [field]: value });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      [field]: "Remove invisible or control characters from this field.",
    });
    expect(await db.enquiry.count()).toBe(0);
  });

  it.each(["id", "email", "phone", "address"] as const)(
    "answers 400 naming %s when it is missing, and writes nothing",
    async (field) => {
      const { [field]: _missing, ...rest } = valid();
      const response = await send(rest);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.message).toContain(field);
      expect(await db.enquiry.count()).toBe(0);
    },
  );

  // Issue #16: a visitor who does not know their Eircode may leave it out
  // when the address names the town or county.
  it.each([
    ["left empty", { postCode: "", address: "4 Patrick Street, Co. Cork" }],
    ["left out", { postCode: undefined, address: "12 Main Street, Swords" }],
    ["only spaces", { postCode: "   ", address: "Flat 2, Rathmines Road, Dublin 6" }],
  ])(
    "stores an enquiry whose Eircode is %s when the address names a place, with an empty post code",
    async (_case, change) => {
      const input = { ...valid(), ...change };
      const response = await send(input);
      expect(response.status).toBe(200);
      expect((await response.json()).postCode).toBe("");
      const stored = await db.enquiry.findUniqueOrThrow({ where: { id: input.id } });
      expect(stored).toMatchObject({ address: input.address, postCode: "" });
      // The office's e-mail shows a dash rather than nothing.
      const mail = await db.outboxMail.findFirstOrThrow({ where: { text: { contains: input.email } } });
      expect(mail.text).toContain("Eircode: —");
    },
  );

  it("answers 400 on the post code when there is no Eircode and the address names no town or county", async () => {
    const response = await send({ ...valid(), postCode: "", address: "14 Orchard Way" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      postCode: "Enter your Eircode, or add your town or county to the address.",
    });
    expect(await db.enquiry.count()).toBe(0);
  });

  it("says what an Eircode looks like when the one given is wrong, even with a county in the address", async () => {
    const response = await send({ ...valid(), postCode: "T12 XY3", address: "4 Patrick Street, Cork" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      postCode: "An Eircode looks like D02 X285: three characters, then four letters or digits.",
    });
  });

  it("stores an Eircode typed in any case and spacing in its usual form", async () => {
    const input = { ...valid(), postCode: " t12xy34 " };
    expect((await send(input)).status).toBe(200);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: input.id } })).postCode).toBe("T12 XY34");
  });

  it("answers in the caller's language which of the two the post code needs", async () => {
    const response = await createEnquiry(
      apiRequest("/api/Enquiry/CreateEnquiry", {
        body: { ...valid(), postCode: "", address: "14 Orchard Way" },
        headers: { "accept-language": "fr" },
      }),
    );
    expect((await response.json()).error.fields.postCode).toBe(
      "Saisissez votre Eircode, ou ajoutez votre ville ou votre comté à l’adresse.",
    );
  });

  it("answers 400 naming the name when neither name nor first and last name are given", async () => {
    const { name: _name, ...rest } = valid();
    const response = await send(rest);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["name"]);
  });

  it("names every bad field at once", async () => {
    const response = await send({ ...valid(), email: "nope", phone: "12", postCode: "ZZZ", name: "" });
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(["email", "name", "phone", "postCode"]);
  });

  it("refuses an oversized body with 413 and writes nothing", async () => {
    const response = await send({ ...valid(), messageDescription: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await db.enquiry.count()).toBe(0);
  });

  it("refuses a wrong content type with 415", async () => {
    const response = await createEnquiry(
      apiRequest("/api/Enquiry/CreateEnquiry", {
        rawBody: new URLSearchParams(valid()).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(415);
    expect(await db.enquiry.count()).toBe(0);
  });

  it("keeps the language of the site it was sent from, and refuses one the site does not have", async () => {
    const input = { ...valid(), locale: "vi" };
    expect((await send(input)).status).toBe(200);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: input.id } })).locale).toBe("vi");
    // From before the site sent it: no language.
    const older = valid();
    expect((await send(older)).status).toBe(200);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: older.id } })).locale).toBeNull();

    const unknown = { ...valid(), locale: "de" };
    const response = await send(unknown);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["locale"]);
    expect(await db.enquiry.count({ where: { id: unknown.id } })).toBe(0);
  });

  it("treats a resubmission of the same enquiry as one enquiry", async () => {
    const input = valid();
    expect((await send(input)).status).toBe(200);
    const outbox = await db.outboxMail.count();
    const again = await send(input);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(input.id);
    expect(await db.enquiry.count()).toBe(1);
    // Nor is the office told twice.
    expect(await db.outboxMail.count()).toBe(outbox);
    const hijack = await send({ ...input, email: "someone-else@example.ie" });
    expect(hijack.status).toBe(409);
  });
});
