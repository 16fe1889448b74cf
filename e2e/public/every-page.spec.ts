import fs from "node:fs";
import { expect, test } from "../fixtures";
import { localized, NOT_FOUND_PATH, PAGE_TYPES } from "./page-types";

const messages = Object.fromEntries(
  ["en", "fr", "ar"].map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
);

// Every public page type renders in English, one other language (French)
// and Arabic: the right language and direction, one heading, a title ending
// in the brand, search-engine tags pointing at itself, and text that really
// is translated (not the English heading).

const LOCALES = [
  { locale: "en", lang: "en", dir: "ltr" },
  { locale: "fr", lang: "fr", dir: "ltr" },
  { locale: "ar", lang: "ar", dir: "rtl" },
] as const;

test.describe.configure({ mode: "parallel" });

for (const path of PAGE_TYPES) {
  test(`${path} renders in en, fr and ar`, async ({ page }) => {
    const headings: Record<string, string> = {};
    for (const { locale, lang, dir } of LOCALES) {
      const url = localized(locale, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      headings[locale] = (await h1.textContent())?.trim() ?? "";
      expect(headings[locale], `${url} heading`).not.toBe("");
      await expect(page).toHaveTitle(/\S \| Emerald Clean$/);
      // The shared layout in the page's language: the main menu and the footer.
      await expect(page.getByRole("navigation", { name: messages[locale].Header.mainMenu })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(messages[locale].Footer.goToDashboard);
      if (path === "/403" || path === "/500") {
        // Error pages are kept out of search results.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        continue;
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S.{30,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      // The blog repeats the areas-covered content, so it names that page as the one to index.
      const own = path === "/blog" ? localized(locale, "/areascovered") : url;
      expect(new URL(canonical!).pathname.replace(/\/$/, "") || "/").toBe(own);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    }
    expect(headings.fr).not.toBe(headings.en);
    expect(headings.ar).not.toBe(headings.en);
    expect(headings.ar).toMatch(/[\u0600-\u06FF]/);
  });
}

test("the 404 page in en, fr and ar", async ({ page }) => {
  const titles: string[] = [];
  for (const { locale, lang, dir } of LOCALES) {
    const response = await page.goto(localized(locale, NOT_FOUND_PATH));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    const h1 = page.getByRole("heading", { level: 1 });
    titles.push((await h1.textContent()) ?? "");
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute(
      "href",
      locale === "en" ? "/" : `/${locale}`,
    );
  }
  expect(titles[0]).toBe("404: Not Found");
  expect(new Set(titles).size).toBe(3);
});
