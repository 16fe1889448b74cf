import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { POST as listEnquiries } from "./route";

beforeAll(async () => {
  const base = Date.UTC(2026, 10, 1);
  await db.enquiry.createMany({
    data: Array.from({ length: 7 }, (_, i) => ({
      id: randomUUID(),
      name: `Person ${i}`,
      email: `p${i}@example.ie`,
      phone: "0871234567",
      address: "Somewhere",
      postCode: "D02 X285",
      createdAt: new Date(base + i * 86_400_000),
    })),
  });
});

async function callAs(role: Role | null, body: unknown = {}) {
  const bearer = role ? await tokenFor(await createUser({ role })) : undefined;
  return listEnquiries(apiRequest("/api/enquiry/enquiries", { body, bearer }));
}

describe("POST /api/enquiry/enquiries", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await callAs(role)).status).toBe(status);
  });

  it("pages newest first with the total count", async () => {
    const first = await (await callAs("Administrator", { pageNumber: 1, pageSize: 3 })).json();
    expect(first.totalRecords).toBe(7);
    expect(first.data.map((row: { name: string }) => row.name)).toEqual(["Person 6", "Person 5", "Person 4"]);
    const last = await (await callAs("Administrator", { pageNumber: 3, pageSize: 3 })).json();
    expect(last.data.map((row: { name: string }) => row.name)).toEqual(["Person 0"]);
  });

  it("defaults to page 1 of 100 and refuses pages over 100", async () => {
    expect((await (await callAs("Administrator")).json()).data).toHaveLength(7);
    const response = await callAs("Administrator", { pageSize: 500 });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("pageSize");
  });
});

describe("POST /api/enquiry/enquiries: search, status, sort and repeats", () => {
  beforeAll(async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    await db.enquiry.createMany({
      data: [
        {
          id: randomUUID(),
          name: "Siobhán Murphy",
          email: "siobhan.murphy@example.ie",
          phone: "086 555 0101",
          address: "1 Quay St",
          postCode: "H91 E2K3",
          messageDescription: "Weekly clean please\nSelected Items: House Cleaning, Carpet Cleaning",
          createdAt: at(1),
        },
        {
          id: randomUUID(),
          name: "Siobhán Murphy",
          email: "siobhan.murphy@example.ie",
          phone: "086 555 0101",
          address: "1 Quay St",
          postCode: "H91 E2K3",
          status: "contacted",
          createdAt: at(2),
        },
        {
          id: randomUUID(),
          firstName: "Cathal",
          lastName: "Doyle",
          email: "cathal@example.ie",
          phone: "01 222 3333",
          address: "9 Dock Rd",
          postCode: "T12 XY34",
          createdAt: at(3),
        },
      ],
    });
  });

  const names = (body: { data: { displayName: string }[] }) => body.data.map((row) => row.displayName);

  it.each([
    ["murphy", 2],
    ["siobhán", 2],
    ["cathal@example", 1],
    ["222 3333", 1],
    ["t12", 1],
    ["murphy cathal", 0],
  ])("finds %j in names, e-mails, phones and Eircodes (%i)", async (search, count) => {
    expect((await (await callAs("Administrator", { search })).json()).totalRecords).toBe(count);
  });

  it("filters by status and sorts by the column asked", async () => {
    const contacted = await (await callAs("Administrator", { status: "contacted" })).json();
    expect(names(contacted)).toEqual(["Siobhán Murphy"]);
    const oldestFirst = await (
      await callAs("Administrator", { sortBy: "createdAt", sortDir: "asc", pageSize: 3 })
    ).json();
    expect(names(oldestFirst)).toEqual(["Siobhán Murphy", "Siobhán Murphy", "Cathal Doyle"]);
    const bad = await callAs("Administrator", { sortBy: "passwordHash" });
    expect((await bad.json()).error.fields).toHaveProperty("sortBy");
  });

  it("separates the visitor's message from the services they picked, and counts repeat enquiries", async () => {
    const body = await (await callAs("Administrator", { search: "murphy", sortDir: "asc" })).json();
    expect(body.data[0]).toMatchObject({
      message: "Weekly clean please",
      services: ["House Cleaning", "Carpet Cleaning"],
      status: "new",
      fromSameAddress: 2,
      noteCount: 0,
    });
    expect(body.data[1]).toMatchObject({ status: "contacted", fromSameAddress: 2 });
  });
});
