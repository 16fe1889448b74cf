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
