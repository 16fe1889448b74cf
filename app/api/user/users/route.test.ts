import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { POST as listUsers } from "./route";

// A word only the users of this file carry, so the lists are predictable.
const TAG = "Zebedee";

beforeAll(async () => {
  const people = [
    ["Aoife", "Zebedee-Byrne", "Cleaner", "active"],
    ["Brian", "Zebedee-Byrne", "Cleaner", "banned"],
    ["Ciara", "Zebedee-Doyle", "Client", "pending"],
    ["Declan", "Zebedee-Kelly", "Administrator", "active"],
    ["Eimear", "Zebedee-Walsh", "SuperAdministrator", "active"],
  ] as const;
  for (const [firstName, lastName, role, status] of people) {
    const user = await createUser({ role, status, email: `${firstName.toLowerCase()}@zebedee.ie` });
    await db.user.update({ where: { id: user.id }, data: { firstName, lastName } });
  }
});

async function callAs(role: Role | null, body: unknown = {}) {
  const bearer = role ? (await signIn(role)).bearer : undefined;
  return listUsers(apiRequest("/api/user/users", { body, bearer }));
}

const firstNames = (body: { data: { firstName: string }[] }) => body.data.map((user) => user.firstName);

describe("POST /api/user/users", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await callAs(role, { search: TAG })).status).toBe(status);
  });

  it("lists by last then first name, without Super Administrators for Administrators", async () => {
    const asAdmin = await (await callAs("Administrator", { search: TAG })).json();
    expect(firstNames(asAdmin)).toEqual(["Aoife", "Brian", "Ciara", "Declan"]);
    expect(asAdmin.totalRecords).toBe(4);
    const asSuper = await (await callAs("SuperAdministrator", { search: TAG })).json();
    expect(firstNames(asSuper)).toEqual(["Aoife", "Brian", "Ciara", "Declan", "Eimear"]);
  });

  it("answers the public fields only", async () => {
    const body = await (await callAs("SuperAdministrator", { search: "aoife" })).json();
    expect(body.data[0]).toMatchObject({ firstName: "Aoife", role: "Cleaner", status: "active", company: null });
    expect(Object.keys(body.data[0])).not.toContain("passwordHash");
    expect(Object.keys(body.data[0])).not.toContain("tokenVersion");
  });

  it("filters by role, status and every word of a case-insensitive search", async () => {
    const cleaners = await (await callAs("Administrator", { search: TAG, role: "Cleaner" })).json();
    expect(firstNames(cleaners)).toEqual(["Aoife", "Brian"]);
    const banned = await (await callAs("Administrator", { search: TAG, status: "banned" })).json();
    expect(firstNames(banned)).toEqual(["Brian"]);
    const words = await (await callAs("Administrator", { search: "ZEBEDEE-byrne aoif" })).json();
    expect(firstNames(words)).toEqual(["Aoife"]);
    const hidden = await (await callAs("Administrator", { role: "SuperAdministrator" })).json();
    expect(hidden).toEqual({ data: [], totalRecords: 0 });
  });

  it("pages with the total count", async () => {
    const second = await (await callAs("SuperAdministrator", { search: TAG, pageNumber: 2, pageSize: 2 })).json();
    expect(firstNames(second)).toEqual(["Ciara", "Declan"]);
    expect(second.totalRecords).toBe(5);
  });

  it("refuses bad filters and pages, naming each field", async () => {
    const response = await callAs("Administrator", { pageSize: 500, role: "King", status: "asleep" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(["pageSize", "role", "status"]);
  });
});
