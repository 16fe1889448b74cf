import fs from "node:fs";
import { expectNoSeriousAxeViolations as expectNoSeriousViolations } from "../axe";
import { expect, test } from "../fixtures";
import { localized, NOT_FOUND_PATH, PAGE_TYPES } from "./page-types";

const messages = Object.fromEntries(
  ["en", "ar"].map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
);

// axe on every public page type, in English and Arabic, and with the
// dialogs and menus open: no serious or critical violation.

test.describe.configure({ mode: "parallel" });

for (const locale of ["en", "ar"] as const) {
  for (const path of [...PAGE_TYPES, NOT_FOUND_PATH]) {
    const url = localized(locale, path);
    test(`${url} has no serious accessibility problems`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, url);
    });
  }

  test(`the quote modal, the header menu and the phone menu have no serious accessibility problems (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, "/"));
    await page.getByRole("banner").getByRole("button", { name: messages[locale].Header.getQuote }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page, "quote modal");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("navigation").first().locator("button[aria-expanded]").first().click();
    await expect(page.locator("nav button[aria-expanded=true]")).toHaveCount(1);
    await expectNoSeriousViolations(page, "services menu");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("header button[aria-label][aria-expanded]").last().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page, "phone menu");
  });
}

test.describe("before cookie consent", () => {
  test.use({ hasCookieConsent: false });

  test("the cookie banner has no serious accessibility problems", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
    await expectNoSeriousViolations(page, "cookie banner");
  });
});
