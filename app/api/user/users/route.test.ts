import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { createCompany, createPerson, signIn } from "@/tests/fixtures/users";
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
    // A page whose offset SQLite's statements cannot take exactly (was a 500).
    const far = await callAs("Administrator", { pageNumber: 1e14 });
    expect(far.status).toBe(400);
    expect(Object.keys((await far.json()).error.fields)).toEqual(["pageNumber"]);
  });
});

describe("POST /api/user/users: search, filters and sort", () => {
  // Another word only these users carry.
  const QUIB = "Quibble";
  let company: { id: string; name: string };
  const people: Record<string, { id: string }> = {};

  beforeAll(async () => {
    company = await createCompany({ name: "Quibble Facilities Ltd" });
    const rows = [
      // firstName, role, status, e-mail, phone, in the company, created
      ["Fionn", "Cleaner", "active", "fionn@quibble.ie", "0871234567", true, "2026-01-03T09:00:00Z"],
      ["Gráinne", "Client", "pending", "grainne@quibble.ie", "086 555 0199", true, "2026-01-01T09:00:00Z"],
      ["Hugh", "Client", "active", "hugh@quibble.ie", "+353 86 555 0199", false, "2026-01-04T09:00:00Z"],
      ["Isolde", "Cleaner", "banned", "isolde@quibble.ie", "(01) 555-0199", false, "2026-01-02T09:00:00Z"],
      ["Jarlath", "Administrator", "active", "jarlath@quibble.ie", null, false, "2026-01-05T09:00:00Z"],
    ] as const;
    for (const [firstName, role, status, email, phoneNumber, inCompany, createdAt] of rows) {
      people[firstName] = await createPerson({
        firstName,
        lastName: QUIB,
        role,
        status,
        email,
        phoneNumber,
        companyId: inCompany ? company.id : null,
        createdAt: new Date(createdAt),
      });
    }
  });

  const list = async (body: Record<string, unknown>) => {
    const response = await callAs("SuperAdministrator", body);
    expect(response.status).toBe(200);
    return response.json();
  };

  it.each([
    ["087 123", ["Fionn"]],
    ["087 123 4567", ["Fionn"]],
    ["0871234567", ["Fionn"]],
    ["087-123-4567", ["Fionn"]],
    ["086 555 0199", ["Gráinne", "Hugh"]],
    ["+353 86 555", ["Gráinne", "Hugh"]],
    ["00353865550199", ["Gráinne", "Hugh"]],
    ["(01) 5550199", ["Isolde"]],
    ["5550199", ["Gráinne", "Hugh", "Isolde"]],
    ["555 0199", ["Gráinne", "Hugh", "Isolde"]],
    ["01 555", ["Isolde"]],
    ["quibble 5550199 hugh", ["Hugh"]],
    ["HUGH@QUIBBLE", ["Hugh"]],
    ["quibble.ie isol", ["Isolde"]],
    ["0879999999", []],
  ])("a search for %j finds %j (names, e-mail, phone digits)", async (search, expected) => {
    expect(firstNames(await list({ search }))).toEqual(expected);
  });

  it("matches % and _ as themselves", async () => {
    await createPerson({ firstName: "Per%cent", lastName: "Under_score" });
    expect(firstNames(await list({ search: "per%c" }))).toEqual(["Per%cent"]);
    expect(firstNames(await list({ search: "r_s" }))).toEqual(["Per%cent"]);
    expect(firstNames(await list({ search: `${QUIB} %` }))).toEqual([]);
  });

  it("filters by company, with role and status", async () => {
    expect(firstNames(await list({ companyId: company.id }))).toEqual(["Fionn", "Gráinne"]);
    expect(firstNames(await list({ companyId: company.id, role: "Client" }))).toEqual(["Gráinne"]);
    expect(firstNames(await list({ companyId: company.id, status: "active" }))).toEqual(["Fionn"]);
    expect(firstNames(await list({ search: QUIB, role: "Client", status: "active" }))).toEqual(["Hugh"]);
    expect(await list({ companyId: randomUUID() })).toEqual({ data: [], totalRecords: 0 });
  });

  it("ignores filters left empty", async () => {
    const body = await list({ search: QUIB, role: "", status: "", companyId: "" });
    expect(body.totalRecords).toBe(5);
  });

  it.each([
    [{}, ["Fionn", "Gráinne", "Hugh", "Isolde", "Jarlath"]],
    [{ sortBy: "lastName", sortDir: "desc" }, ["Jarlath", "Isolde", "Hugh", "Gráinne", "Fionn"]],
    [{ sortBy: "email" }, ["Fionn", "Gráinne", "Hugh", "Isolde", "Jarlath"]],
    [{ sortBy: "email", sortDir: "desc" }, ["Jarlath", "Isolde", "Hugh", "Gráinne", "Fionn"]],
    [{ sortBy: "createdAt" }, ["Gráinne", "Isolde", "Fionn", "Hugh", "Jarlath"]],
    [{ sortBy: "createdAt", sortDir: "desc" }, ["Jarlath", "Hugh", "Fionn", "Isolde", "Gráinne"]],
  ])("sorts by %j", async (sort, expected) => {
    expect(firstNames(await list({ search: QUIB, ...sort }))).toEqual(expected);
  });

  it.each([
    ["role", "asc", ["Administrator", "Cleaner", "Client"]],
    ["status", "desc", ["pending", "banned", "active"]],
  ] as const)("sorts by %s %s, ties by id", async (sortBy, sortDir, order) => {
    const body = await list({ search: QUIB, sortBy, sortDir });
    const rows = body.data as { id: string; role: string; status: string }[];
    const expected = [...rows].sort(
      (a, b) =>
        order.indexOf(a[sortBy] as never) - order.indexOf(b[sortBy] as never) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(new Set(rows.map((row) => row[sortBy]))).toEqual(new Set(order));
  });

  it("pages a sorted list without overlaps", async () => {
    const pages = [];
    for (const pageNumber of [1, 2, 3]) {
      pages.push(...firstNames(await list({ search: QUIB, sortBy: "status", pageNumber, pageSize: 2 })));
    }
    expect(pages.sort()).toEqual(["Fionn", "Gráinne", "Hugh", "Isolde", "Jarlath"]);
  });

  it("refuses unknown sort columns and directions, and a malformed company (400 naming each)", async () => {
    const response = await callAs("Administrator", { sortBy: "passwordHash", sortDir: "up", companyId: "acme" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(["companyId", "sortBy", "sortDir"]);
  });
});
