import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { e2eQueryOne } from "../db";
import { DEMO, expect, signInByApi, test } from "../fixtures";

// The quote's instant estimate (issue #16): the office sets a service's rates
// on the Categories screen; a visitor asking for a two-bedroom fortnightly
// house clean sees the range in their language, and the office finds the
// estimate with the enquiry.

type Locale = "en" | "ar";
const messages = Object.fromEntries(
  (["en", "ar"] as const).map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
) as Record<Locale, { ServicesPage: { getQuote: string }; CallbackForm: { successTitle: string; ok: string } }>;

async function setHouseCleaningRates(page: Page) {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/category");
  await page.getByRole("button", { name: "Edit House Cleaning" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit category" });
  await expect(dialog.getByRole("switch", { name: "Show visitors an estimate for this service" })).toBeChecked();
  await dialog.getByLabel("A visit: one bedroom, one bathroom").fill("60");
  await dialog.getByLabel("Each further bedroom").fill("15");
  await dialog.getByLabel("Each further bathroom").fill("10");
  await dialog.getByLabel("Range above the price (%)").fill("20");
  await dialog.getByLabel("Fortnightly discount (%)").fill("10");
  await expectNoSeriousAxeViolations(page, "category rates dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The category has been saved.")).toBeVisible();
  const stored = await e2eQueryOne<{ rates: string }>(`SELECT rates FROM "Category" WHERE slug = 'house-cleaning'`);
  expect(JSON.parse(stored!.rates)).toMatchObject({
    basis: "home",
    visitCents: 6000,
    bedroomCents: 1500,
    bathroomCents: 1000,
    spreadPercent: 20,
    discountPercent: { fortnightly: 10 },
  });
  // Signed out, as a visitor who has accepted cookies.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "cookie_consent", value: "1", url: new URL(page.url()).origin }]);
}

// Two bedrooms, one bathroom, fortnightly: (60 + 15) × 0.90 = €67.50 before
// VAT, €76.61 with 13.5 % VAT: from €76 to €92 (plus 20 %, rounded up).
async function askForAnEstimate(page: Page, locale: Locale) {
  await page.goto(locale === "en" ? "/services/house-cleaning" : "/ar/services/house-cleaning");
  await page.getByRole("button", { name: messages[locale].ServicesPage.getQuote }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(1);
  await dialog.getByRole("combobox").first().selectOption("2"); // bedrooms
  await dialog.locator('input[type="radio"][value="fortnightly"]').check();
  const euro = (amount: number) =>
    page.evaluate(
      ([value, lang]) =>
        new Intl.NumberFormat(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value),
      [amount, locale] as const,
    );
  const estimate = dialog.getByTestId("quote-estimate");
  await expect(estimate).toContainText(await euro(76));
  await expect(estimate).toContainText(await euro(92));
  return { dialog, estimate };
}

async function sendFromDialog(page: Page, locale: Locale) {
  const visitor = { name: locale === "en" ? "Niamh Kelly" : "ليلى حداد", email: `quote-${randomUUID()}@example.ie` };
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[name="name"]').fill(visitor.name);
  await dialog.locator('input[name="email"]').fill(visitor.email);
  await dialog.locator('input[name="phone"]').fill("087 765 4321");
  await dialog.locator('input[name="address"]').fill("12 Main Street, Bray, Co. Wicklow");
  await dialog.locator('input[name="postCode"]').fill("A98 X2Y3");
  await dialog.locator('form button[type="submit"]').click();
  const success = page.getByRole("dialog", { name: messages[locale].CallbackForm.successTitle });
  await success.getByRole("button", { name: messages[locale].CallbackForm.ok }).click();
  await expect(success).toBeHidden();
  return visitor;
}

test("the office's rates give a two-bedroom fortnightly house clean an estimate in en and ar, kept with the enquiry", async ({
  page,
}) => {
  test.slow(); // the office's screen, two visitors and the office again
  await setHouseCleaningRates(page);

  const { estimate } = await askForAnEstimate(page, "en");
  await expect(estimate).toContainText("House Cleaning: from €76 to €92 per visit");
  await expect(estimate).toContainText("VAT included.");
  await expectNoSeriousAxeViolations(page, "quote modal with an estimate (en)");
  const english = await sendFromDialog(page, "en");

  await askForAnEstimate(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoSeriousAxeViolations(page, "quote modal with an estimate (ar)");
  const arabic = await sendFromDialog(page, "ar");

  for (const visitor of [english, arabic]) {
    const row = await e2eQueryOne<{ estimate: string }>('SELECT estimate FROM "Enquiry" WHERE email = ?', [
      visitor.email,
    ]);
    expect(JSON.parse(row!.estimate)).toEqual({
      facts: { services: ["house-cleaning"], bedrooms: 2, bathrooms: 1, frequency: "fortnightly", extras: [] },
      estimate: {
        vatRateBp: 1350,
        lines: [{ slug: "house-cleaning", lowCents: 7600, highCents: 9200, perWeek: null }],
        unpriced: [],
        total: null,
      },
    });
  }

  // The office sees what the visitor was shown.
  const { id } = (await e2eQueryOne<{ id: string }>('SELECT id FROM "Enquiry" WHERE email = ?', [english.email]))!;
  await page.context().clearCookies(); // the Arabic visit chose Arabic for the next pages
  await signInByApi(page, DEMO.admin);
  await page.goto(`/dashboard/enquiry/list?open=${id}`);
  const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: "Quote and estimate" }) });
  await expect(panel).toContainText("2 bedrooms, 1 bathroom, fortnightly");
  await expect(panel).toContainText("€76.00 to €92.00 per visit, VAT included");
});
