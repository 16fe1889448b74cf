import { beforeAll, describe, expect, it } from "vitest";
import type { AreaRates, HomeRates } from "@/lib/pricing/rates";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { bearerFor } from "@/tests/fixtures/invoices";
import { GET as listCategories } from "../categories/route";
import { POST as createCategory } from "../createcategory/route";
import { PUT as updateCategory } from "./route";

// The office's rates for the quote's instant estimate (issue #16), kept with
// each Services category.
const home: HomeRates = {
  basis: "home",
  visitCents: 6000,
  bedroomCents: 1500,
  bathroomCents: 1000,
  extras: { oven: 3000, windows: null, fridge: 1500 },
  discountPercent: { weekly: 15, fortnightly: 10, monthly: 0 },
  spreadPercent: 20,
};
const area: AreaRates = { basis: "area", sqmCents: 12, minimumCents: 5000, spreadPercent: 25 };

let admin: string | undefined;
beforeAll(async () => {
  admin = await bearerFor("Administrator");
});

const update = (body: unknown, bearer = admin) =>
  updateCategory(apiRequest("/api/category/updateCategory", { method: "PUT", body, bearer }));
const seed = (name: string, slug: string) => db.category.create({ data: { name, slug, type: "Services" } });

describe("category rates", () => {
  it("sets, reads back publicly, and clears a service's rates", async () => {
    const category = await seed("House Cleaning", "house-cleaning");
    const saved = await update({ id: category.id, rates: home });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ slug: "house-cleaning", rates: home });

    // The quote modal reads them from the public list, signed out.
    const listed = await listCategories(apiRequest("/api/category/categories?pageSize=100"));
    const row = (await listed.json()).data.find((c: { id: string }) => c.id === category.id);
    expect(row.rates).toEqual(home);

    // Absent leaves them; null clears them.
    await update({ id: category.id, description: "Homes" });
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).rates).toEqual(home);
    const cleared = await update({ id: category.id, rates: null });
    expect(await cleared.json()).toMatchObject({ rates: null });
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).rates).toBeNull();
  });

  it("refuses rates of the wrong kind for the service, naming rates, and writes nothing", async () => {
    const category = await seed("Office Cleaning", "office-cleaning");
    const response = await update({ id: category.id, rates: home });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.fields.rates).toMatch(/floor area/);
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).rates).toBeNull();
    expect((await update({ id: category.id, rates: area })).status).toBe(200);
  });

  it("refuses rates for a category that is not one of the site's services", async () => {
    const response = await createCategory(
      apiRequest("/api/category/createCategory", {
        body: { name: "Gutter Cleaning", rates: area },
        bearer: admin,
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("rates");
    expect(await db.category.count({ where: { slug: "gutter-cleaning" } })).toBe(0);
  });

  it.each([
    ["a negative bedroom price", { ...home, bedroomCents: -100 }, "rates.bedroomCents"],
    ["a visit price in euro with cents", { ...home, visitCents: 60.5 }, "rates.visitCents"],
    [
      "a discount over half",
      { ...home, discountPercent: { ...home.discountPercent, weekly: 80 } },
      "rates.discountPercent.weekly",
    ],
    ["an unknown basis", { basis: "hourly" }, "rates.basis"],
  ])("refuses %s, naming the field", async (_, rates, field) => {
    const category = await seed(`House ${field}`, `house-${Math.random().toString(36).slice(2)}`);
    const response = await update({ id: category.id, rates });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty([field]);
  });

  it("lets only the office set rates", async () => {
    const category = await seed("Apartment Cleaning", "apartment-cleaning");
    expect((await update({ id: category.id, rates: home }, await bearerFor("Client"))).status).toBe(403);
    expect((await update({ id: category.id, rates: home }, await bearerFor("Cleaner"))).status).toBe(403);
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).rates).toBeNull();
  });
});
