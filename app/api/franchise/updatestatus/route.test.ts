import { describe, expect, it } from "vitest";
import { POST as addNote } from "@/app/api/franchise/addnote/route";
import { GET as getFranchise } from "@/app/api/franchise/getfranchisebyid/route";
import { db } from "@/lib/server/db";
import { createFranchiseRecord } from "@/tests/fixtures/franchises";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { PUT as updateStatus } from "./route";

const put = (bearer: string | undefined, body: unknown) =>
  updateStatus(apiRequest("/api/franchise/updateStatus", { method: "PUT", body, bearer }));
const read = (bearer: string | undefined, id: string) =>
  getFranchise(apiRequest(`/api/franchise/getFranchiseById?id=${id}&timestamp=1`, { bearer }));
const note = (bearer: string | undefined, body: unknown) =>
  addNote(apiRequest("/api/franchise/addNote", { body, bearer }));

describe("a franchise request's status, notes and detail", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("%s → %i on every call, and a refused call writes nothing", async (role, status) => {
    const request = await createFranchiseRecord();
    const bearer = role ? (await signIn(role)).bearer : undefined;
    expect((await put(bearer, { id: request.id, status: "contacted" })).status).toBe(status);
    expect((await note(bearer, { id: request.id, text: "Sent the pack" })).status).toBe(status);
    expect((await read(bearer, request.id)).status).toBe(status);
    const stored = await db.franchiseEnquiry.findUniqueOrThrow({
      where: { id: request.id },
      include: { _count: { select: { notes: true } } },
    });
    expect(stored.status).toBe(status === 200 ? "contacted" : "new");
    expect(stored._count.notes).toBe(status === 200 ? 1 : 0);
  });

  it("keeps who changed the status and when, and the notes with their authors, newest first", async () => {
    const { user, bearer } = await signIn("Administrator");
    const request = await createFranchiseRecord();
    const changed = await (await put(bearer, { id: request.id, status: "closed" })).json();
    expect(changed).toMatchObject({ status: "closed", statusChangedBy: { id: user.id, name: "Test User" } });
    expect(Date.now() - new Date(changed.statusChangedAt).getTime()).toBeLessThan(10_000);

    await note(bearer, { id: request.id, text: "Called: has a unit in Sligo town.\nSecond call Friday." });
    const added = await (await note(bearer, { id: request.id, text: "Pack posted." })).json();
    expect(added).toMatchObject({ text: "Pack posted.", author: { id: user.id, name: "Test User" } });
    const detail = await (await read(bearer, request.id)).json();
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual([
      "Pack posted.",
      "Called: has a unit in Sligo town.\nSecond call Friday.",
    ]);
    expect(detail).toMatchObject({
      firstName: "Cathal",
      email: request.email,
      messageDescription: "Interested in the Sligo area.",
      status: "closed",
      noteCount: 2,
    });
  });

  it.each([
    [{ status: "converted" }, "status"],
    [{ status: "" }, "status"],
    [{ id: "pack-1" }, "id"],
  ])("refuses %j naming %s, writing nothing", async (change, field) => {
    const { bearer } = await signIn("Administrator");
    const request = await createFranchiseRecord();
    const response = await put(bearer, { id: request.id, status: "contacted", ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(field);
    expect((await db.franchiseEnquiry.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("new");
  });

  it("answers 404 for an unknown request and 400 for an empty or hidden-character note", async () => {
    const { bearer } = await signIn("Administrator");
    const unknown = "7d1f3c2e-9b6a-4e1d-8c3b-2a1f0e9d8c7b";
    expect((await put(bearer, { id: unknown, status: "closed" })).status).toBe(404);
    expect((await read(bearer, unknown)).status).toBe(404);
    expect((await note(bearer, { id: unknown, text: "Hello" })).status).toBe(404);
    const id = (await createFranchiseRecord()).id;
    const empty = await note(bearer, { id, text: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ text: "This field is required." });
    expect((await note(bearer, { id, text: "ok\u202e" })).status).toBe(400);
    expect(await db.leadNote.count({ where: { franchiseEnquiryId: id } })).toBe(0);
  });
});
