import { expect, test } from "../fixtures";
import { htmlErrors, type HtmlPage } from "../vnu";
import { localized, NOT_FOUND_PATH, PAGE_TYPES } from "./page-types";

// Every public page, as the server sends it, is valid HTML for the W3C's
// checker, in English and in Arabic (right-to-left, no Latin letters to make
// ids from): issue #16. One run of the checker for all of them.

const PATHS = [
  ...PAGE_TYPES,
  NOT_FOUND_PATH,
  "/components",
  "/auth/jwt/login",
  "/auth/jwt/register",
  "/auth/jwt/forgot-password",
  "/auth/jwt/reset-password",
  "/auth/jwt/confirm-email?token=abc",
];

test("every public page is valid HTML in en and ar", async ({ request }, testInfo) => {
  test.slow(); // 40 pages fetched, then one run of the checker (a Java program)
  const pages: HtmlPage[] = [];
  for (const locale of ["en", "ar"]) {
    for (const path of PATHS) {
      const url = localized(locale, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      pages.push({ label: url, html: await response.text() });
    }
  }
  expect(await htmlErrors(testInfo.outputPath("html"), pages), "W3C HTML checker").toEqual([]);
});
