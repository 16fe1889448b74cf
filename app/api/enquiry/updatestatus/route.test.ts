import { describe, expect, it } from "vitest";
import { GET as getEnquiry } from "@/app/api/enquiry/getenquirybyid/route";
import { POST as addNote } from "@/app/api/enquiry/addnote/route";
import { db } from "@/lib/server/db";
import { createEnquiryRecord } from "@/tests/fixtures/enquiries";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { PUT as updateStatus } from "./route";

const put = (bearer: string | undefined, body: unknown) =>
  updateStatus(apiRequest("/api/enquiry/updateStatus", { method: "PUT", body, bearer }));
const read = (bearer: string | undefined, id: string) =>
  getEnquiry(apiRequest(`/api/enquiry/getEnquiryById?id=${id}`, { bearer }));
const note = (bearer: string | undefined, body: unknown) =>
  addNote(apiRequest("/api/enquiry/addNote", { body, bearer }));

describe("an enquiry's status, notes and detail", () => {
  it.each([
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
  ] as const)("%s → %i on every call", async (role, status) => {
    const enquiry = await createEnquiryRecord();
    const { bearer } = await signIn(role);
    expect((await put(bearer, { id: enquiry.id, status: "contacted" })).status).toBe(status);
    expect((await note(bearer, { id: enquiry.id, text: "Called, no answer" })).status).toBe(status);
    expect((await read(bearer, enquiry.id)).status).toBe(status);
  });

  it("keeps who changed the status and when, and the notes with their authors, newest first", async () => {
    const { user, bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord({ email: "repeat@example.ie" });
    await createEnquiryRecord({ email: "repeat@example.ie" });
    const changed = await (await put(bearer, { id: enquiry.id, status: "contacted" })).json();
    expect(changed).toMatchObject({
      status: "contacted",
      statusChangedBy: { id: user.id, name: "Test User" },
    });
    expect(Date.now() - new Date(changed.statusChangedAt).getTime()).toBeLessThan(10_000);

    await note(bearer, { id: enquiry.id, text: "Called at 10.\nWants a quote for the windows too." });
    await note(bearer, { id: enquiry.id, text: "Sent the price list." });
    const detail = await (await read(bearer, enquiry.id)).json();
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual([
      "Sent the price list.",
      "Called at 10.\nWants a quote for the windows too.",
    ]);
    expect(detail.notes[0].author).toEqual({ id: user.id, name: "Test User" });
    expect(detail.fromSameAddress).toHaveLength(1);
    expect(detail).toMatchObject({
      services: ["House Cleaning"],
      message: "Three bedrooms, fortnightly.",
      noteCount: 2,
    });
  });

  it("refuses 'converted' (only a conversion sets it) and any change to a converted enquiry", async () => {
    const { bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord();
    const refused = await put(bearer, { id: enquiry.id, status: "converted" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toHaveProperty("status");
    await db.enquiry.update({ where: { id: enquiry.id }, data: { status: "converted" } });
    expect((await put(bearer, { id: enquiry.id, status: "closed" })).status).toBe(409);
  });

  it("names the account a conversion would use: one that registered with the same e-mail", async () => {
    const { bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord();
    expect((await (await read(bearer, enquiry.id)).json()).existingAccount).toBeNull();
    await createUser({ role: "Client", status: "pending", email: enquiry.email });
    await db.user.update({ where: { email: enquiry.email }, data: { locale: "fr" } });
    expect((await (await read(bearer, enquiry.id)).json()).existingAccount).toEqual({
      role: "Client",
      status: "pending",
      locale: "fr",
      // Not confirmed: converting will not keep its password, and the dialog says so.
      emailConfirmedAt: null,
    });
  });

  it("answers 404 for an unknown enquiry and 400 for an empty note", async () => {
    const { bearer } = await signIn("Administrator");
    const unknown = "7d1f3c2e-9b6a-4e1d-8c3b-2a1f0e9d8c7b";
    expect((await put(bearer, { id: unknown, status: "closed" })).status).toBe(404);
    expect((await read(bearer, unknown)).status).toBe(404);
    const empty = await note(bearer, { id: (await createEnquiryRecord()).id, text: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ text: "This field is required." });
  });
});
