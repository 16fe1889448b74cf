import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { POST as createUser } from "./route";

let counter = 0;
const newUser = (extra: Record<string, unknown> = {}) => ({
  email: `created-${++counter}@example.ie`,
  password: "Mop-and-Bucket-77",
  firstName: "Siobhán",
  lastName: "Murphy",
  ...extra,
});

async function createAs(actor: Role | null, body: unknown) {
  const bearer = actor ? (await signIn(actor)).bearer : undefined;
  return createUser(apiRequest("/api/user/createUser", { body, bearer }));
}

describe("POST /api/user/createUser", () => {
  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 403],
    ["Client", "Client", 403],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 403],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s creating a %s → %i", async (actor, role, status) => {
    const account = newUser({ role });
    const response = await createAs(actor, account);
    expect(response.status).toBe(status);
    const stored = await db.user.findUnique({ where: { email: account.email } });
    if (status === 200) {
      expect(await response.json()).toMatchObject({ email: account.email, role, status: "active" });
      expect(stored?.status).toBe("active");
    } else {
      expect(stored).toBeNull();
    }
  });

  it("stores the profile the office gives, and answers it without secrets", async () => {
    const company = await createCompany();
    const account = newUser({
      role: "Client",
      phoneNumber: "087 123 4567",
      address: "1 Main Street, Cork",
      companyId: company.id,
      locale: "fr",
    });
    const response = await createAs("Administrator", account);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      phoneNumber: "087 123 4567",
      address: "1 Main Street, Cork",
      country: "Ireland",
      locale: "fr",
      companyId: company.id,
      company: { id: company.id, name: company.name },
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2|tokenVersion/);
  });

  it("refuses an unknown company (404) and creates nothing", async () => {
    const account = newUser({ companyId: randomUUID() });
    const response = await createAs("Administrator", account);
    expect(response.status).toBe(404);
    expect((await response.json()).error.fields).toHaveProperty("companyId");
    expect(await db.user.count({ where: { email: account.email } })).toBe(0);
  });

  it("refuses a second account with the same e-mail (409 naming email)", async () => {
    const account = newUser();
    expect((await createAs("Administrator", account)).status).toBe(200);
    const again = await createAs("Administrator", { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toHaveProperty("email");
  });

  it("refuses bad input, naming each field", async () => {
    const response = await createAs("Administrator", {
      email: "not-an-email",
      password: "short",
      firstName: "",
      role: "Janitor",
      phoneNumber: "12",
      companyId: "nope",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      "companyId",
      "email",
      "firstName",
      "lastName",
      "password",
      "phoneNumber",
      "role",
    ]);
  });
});
