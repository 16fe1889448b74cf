import { DEMO, expect, signInByApi, test } from "../fixtures";

// Paging, sorting and opening rows, as the office does it on a list: with
// the mouse and with the keyboard alone.

const footer = (page: import("@playwright/test").Page) => page.locator(".MuiTablePagination-displayedRows");

test("the next page of a list shows the next rows, and stays on a reload", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list?pageSize=25");
  const firstRow = page.getByRole("grid").getByRole("row").nth(1);
  await expect(footer(page)).toContainText(/^\u2066?1–25\u2069? of \d+$/);
  const onFirstPage = await firstRow.innerText();

  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(footer(page)).toContainText(/^\u2066?26–\d+\u2069? of \d+$/);
  await expect(firstRow).not.toHaveText(onFirstPage);
  // Still there a moment later (the grid once went back to page 1 as the rows came).
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.reload();
  await expect(footer(page)).toContainText(/^\u2066?26–\d+\u2069? of \d+$/);
});

test("the rota list pages through a month of shifts", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/rota/list?pageSize=25");
  await expect(footer(page)).toContainText(/^\u2066?1–25\u2069? of \d+$/);
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(footer(page)).toContainText(/^\u2066?26–50\u2069? of \d+$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
});

test("a list sorted newest first by default turns oldest first on a click of its header", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  const received = page.getByRole("columnheader", { name: /^Received/ });
  await expect(received).toHaveAttribute("aria-sort", "descending");
  await received.click();
  await expect(received).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sort=createdAt&dir=asc/);
  await received.click();
  await expect(received).toHaveAttribute("aria-sort", "descending");
});

test("Enter on a row opens it: a job's page, an enquiry's panel", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/job/list");
  const title = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first();
  const name = (await title.innerText()).split("\n")[0]!;
  await title.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/job\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/dashboard/enquiry/list");
  const cell = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").nth(1);
  const enquirer = (await cell.innerText()).split("\n")[0]!;
  await cell.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: enquirer })).toBeVisible();
});

test("the Chinese rota writes a shift's day as other Chinese dates are, not month/day", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/cn/dashboard/rota/list");
  const when = page.getByRole("grid").getByRole("row").nth(1).getByRole("gridcell").first();
  // "11月23日周一 08:00–12:00", where ICU's range alone gave "11/23周一 08:00–12:00".
  await expect(when).toHaveText(/^\d{1,2}月\d{1,2}日周. \d\d:\d\d\s?–\s?\d\d:\d\d$/);
});

test("an e-mail address longer than its column wraps, and a phone number stays on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  const cells = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-cell[data-field="email"]')].map((cell) => ({
      text: cell.textContent,
      clipped: cell.scrollWidth > cell.clientWidth + 1,
    })),
  );
  expect(cells.length).toBeGreaterThan(5);
  expect(cells.filter((cell) => cell.clipped)).toEqual([]);
  const phones = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-cell[data-field="phone"] bdi')].map(
      (bdi) => bdi.getClientRects().length,
    ),
  );
  expect(phones.length).toBeGreaterThan(5);
  expect(phones.every((lines) => lines === 1)).toBe(true);
});
