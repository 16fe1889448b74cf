import { describe, expect, it } from "vitest";
import { createFranchiseRecord } from "@/tests/fixtures/franchises";
import { bearerFor } from "@/tests/fixtures/invoices";
import { apiRequest } from "@/tests/helpers";
import { GET as exportFranchises } from "./route";

const get = async (query: string, bearer: string | undefined) =>
  exportFranchises(apiRequest(`/api/franchise/export${query}`, { bearer }));

describe("GET /api/franchise/export", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get("", await bearerFor(role))).status).toBe(status);
  });

  it("writes the requests of the filter, newest first, as CSV with neutralised formulas", async () => {
    const tag = `exp${Date.now()}`;
    await createFranchiseRecord({ lastName: tag, firstName: "Older", createdAt: new Date("2026-10-01T09:00:00Z") });
    await createFranchiseRecord({
      lastName: tag,
      firstName: "=SUM(A1)",
      messageDescription: 'Two sites, "Cork" and Kerry,\nplease call',
      createdAt: new Date("2026-11-01T09:00:00Z"),
    });
    await createFranchiseRecord({ firstName: "Someone else" });
    const response = await get(`?search=${tag}`, await bearerFor("Administrator"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="franchise-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("x-total-records")).toBe("2");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Received,First name,Last name,E-mail,Phone,Address,Post code,Message,Status");
    expect(lines[1]).toMatch(new RegExp(`^2026-11-01T09:00:00.000Z,'=SUM\\(A1\\),${tag},`));
    expect(csv).toContain('"Two sites, ""Cork"" and Kerry,\nplease call",new');
    expect(csv).toContain(",Older,");
    expect(csv).not.toContain("Someone else");
  });

  it("refuses an unknown status, naming it", async () => {
    const response = await get("?status=won", await bearerFor("Administrator"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("query.status");
  });
});
