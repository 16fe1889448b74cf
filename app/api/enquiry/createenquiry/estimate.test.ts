import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { AREA_RATES, HOME_RATES } from "@/tests/fixtures/pricing";
import { apiRequest } from "@/tests/helpers";
import { POST as createEnquiry } from "./route";

// The quote modal sends the facts of its instant estimate with the enquiry;
// the server computes the estimate from the office's rates and stores both.
const [home, area] = [HOME_RATES, AREA_RATES];

const enquiry = (extra: Record<string, unknown>) => ({
  id: randomUUID(),
  name: "Aoife Byrne",
  email: `aoife-${randomUUID().slice(0, 8)}@example.ie`,
  phone: "087 123 4567",
  address: "4 Patrick Street, Cork",
  postCode: "T12 XY34",
  messageDescription: "Selected Items: House Cleaning, Carpet Cleaning",
  ...extra,
});
const send = (body: unknown) => createEnquiry(apiRequest("/api/Enquiry/CreateEnquiry", { body }));

describe("CreateEnquiry with a quote", () => {
  it("stores the facts, the estimate computed from the office's rates, and the preferred visit", async () => {
    await db.category.create({ data: { name: "House Cleaning", slug: "house-cleaning", rates: home } });
    await db.category.create({ data: { name: "Carpet Cleaning", slug: "carpet-cleaning" } });
    const tomorrow = addDays(dublinDate(new Date()), 1);
    const body = enquiry({
      quote: {
        services: ["house-cleaning", "carpet-cleaning"],
        bedrooms: 2,
        bathrooms: 1,
        frequency: "fortnightly",
        extras: ["oven"],
      },
      preferredDate: tomorrow,
      preferredWindow: "morning",
      // A price from the browser is not a field: it is ignored.
      estimate: { lines: [{ slug: "house-cleaning", lowCents: 1, highCents: 2 }] },
    });
    const response = await send(body);
    expect(response.status).toBe(200);
    const stored = await db.enquiry.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ preferredDate: tomorrow, preferredWindow: "morning" });
    // (6000 + 1500 + 3000) × 0.9 = 9450 → 10725.75 → €107 to 12871 → €129
    expect(stored.estimate).toEqual({
      facts: (body as unknown as { quote: unknown }).quote,
      estimate: {
        vatRateBp: 1350,
        lines: [{ slug: "house-cleaning", lowCents: 10700, highCents: 12900, perWeek: null }],
        unpriced: ["carpet-cleaning"],
        total: null,
      },
    });
  });

  // The office calls back from its e-mail: it carries what the panel shows.
  it("tells the office the answers, the estimate, the preferred visit and the site's language, with a link", async () => {
    await db.category.create({ data: { name: "Office Cleaning", slug: "office-cleaning", rates: area } });
    const body = enquiry({
      locale: "fr",
      quote: { services: ["office-cleaning", "carpet-cleaning"], areaSqm: 120, visitsPerWeek: 3 },
      preferredWindow: "evening",
    });
    expect((await send(body)).status).toBe(200);
    const mail = await db.outboxMail.findFirstOrThrow({
      where: { kind: "office-enquiry", text: { contains: body.email } },
    });
    expect(mail.locale).toBe("en");
    // 120 m² × €1.50 = €180 net → €204.30 with VAT → €204 to €246 a visit, ×3 a week.
    for (const line of [
      "Site language: Français",
      "The premises: 120 m², 3 visits a week",
      "Office Cleaning: €204.00 to €246.00 per visit, VAT included\n€612.00 to €738.00 a week",
      "No estimate shown: Carpet Cleaning",
      "Preferred first visit: Any day, evening (5pm–8pm)",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(
      `Open it in the dashboard:\nhttp://localhost:3000/dashboard/enquiry/list?open=${body.id}`,
    );
    expect(mail.html).toContain(
      'Office Cleaning</th><td style="padding:4px 0">€204.00 to €246.00 per visit, VAT included<br>',
    );
  });

  it("keeps no price for a retired service", async () => {
    await db.category.create({
      data: { name: "Home Removal", slug: "home-removal", rates: home, retiredAt: new Date() },
    });
    const body = enquiry({ quote: { services: ["home-removal"], bedrooms: 3, bathrooms: 2, frequency: "once" } });
    expect((await send(body)).status).toBe(200);
    const stored = await db.enquiry.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.estimate).toMatchObject({ estimate: { lines: [], unpriced: ["home-removal"] } });
  });

  it.each([
    ["a preferred day in the past", { preferredDate: "2020-01-01" }, "preferredDate"],
    ["a preferred day two years ahead", { preferredDate: addDays(dublinDate(new Date()), 730) }, "preferredDate"],
    ["an unknown window", { preferredWindow: "night" }, "preferredWindow"],
    ["an unknown service", { quote: { services: ["window-washing"] } }, "quote.services.0"],
    ["eleven bedrooms", { quote: { services: ["house-cleaning"], bedrooms: 11 } }, "quote.bedrooms"],
  ])("refuses %s, naming the field, and writes nothing", async (_, extra, field) => {
    const body = enquiry(extra);
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty([field]);
    expect(await db.enquiry.count({ where: { id: body.id } })).toBe(0);
  });
});
