import { expect, test } from "../fixtures";
import { localized } from "./page-types";

// The public pages' static parts are plain HTML styled by static CSS over
// the theme's variables; MUI (and its run-time styling) loads with the
// interactive parts that need it. These pages load none of it up front,
// and what loads later still wears the site's theme, in both directions.

const FIRST_LOAD_WITHOUT_MUI = [
  "/",
  "/services",
  "/services/house-cleaning",
  "/locations/dublin",
  "/areascovered",
  "/blog",
  "/about", // its booking form may load with the page: it draws its own fields
  "/contact", // the callback form and its popups are plain HTML too
  "/franchise", // so is its form
  "/career",
  "/terms-and-conditions",
  "/403",
];

const PRIMARY = "rgb(0, 122, 82)"; // the theme's primary colour, #007a52

async function muiFootprint(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({
    styles: document.querySelectorAll("style[data-emotion]").length,
    elements: document.querySelectorAll('[class*="Mui"]').length,
  }));
}

for (const path of FIRST_LOAD_WITHOUT_MUI) {
  test(`${path} loads no MUI code before it is used`, async ({ page }) => {
    for (const locale of ["en", "ar"]) {
      await page.goto(localized(locale, path));
      await page.waitForLoadState("networkidle");
      expect(await muiFootprint(page), `${locale} ${path}`).toEqual({ styles: 0, elements: 0 });
      // The theme's variables and base styles are in the page as static CSS.
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return {
          primary: style.getPropertyValue("--mui-palette-primary-main").trim(),
          margin: style.margin,
          background: style.backgroundColor,
        };
      });
      expect(body).toEqual({ primary: "#007a52", margin: "0px", background: "rgb(247, 249, 248)" });
    }
  });
}

test("the quote modal opens without MUI, in the site's theme, left to right and right to left", async ({ page }) => {
  for (const locale of ["en", "ar"]) {
    await page.goto(localized(locale, "/locations/dublin"));
    await page.getByRole("main").getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await muiFootprint(page), locale).toEqual({ styles: 0, elements: 0 });
    const submit = dialog.locator('button[type="submit"]');
    await expect(submit).toHaveCSS("background-color", PRIMARY);
    // Arabic mirrors the dialog: its close button sits on the left.
    const [dialogBox, closeBox] = await Promise.all([
      dialog.boundingBox(),
      dialog.getByRole("button").first().boundingBox(),
    ]);
    const closeIsLeft = closeBox!.x - dialogBox!.x < dialogBox!.width / 2;
    expect(closeIsLeft, locale).toBe(locale === "ar");
  }
});

test("pages with MUI content render it themed on the server", async ({ page }) => {
  await page.goto("/locate");
  // The office finder's county box, shaped by the theme before any script runs.
  await expect(page.getByRole("main").locator(".MuiOutlinedInput-root")).toHaveCSS("border-radius", "10px");
  expect((await muiFootprint(page)).styles).toBeGreaterThan(0);
});
