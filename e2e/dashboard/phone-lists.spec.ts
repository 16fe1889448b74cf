import fs from "node:fs";
import type { Page } from "@playwright/test";
import { e2eQueryOne } from "../db";
import { DEMO, expect, signInByApi, test } from "../fixtures";

// On a phone a list shows its few telling columns side by side, all in view,
// instead of the full set that scrolled sideways and hid all but the first
// one or two. The others are one menu away, and the choice is remembered.

const messages = {
  en: JSON.parse(fs.readFileSync("messages/en.json", "utf8")),
  ar: JSON.parse(fs.readFileSync("messages/ar.json", "utf8")),
};
const text = (locale: keyof typeof messages, path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as string;

const PHONE = { width: 390, height: 844 };

// The headers the grid shows, in order, and whether each lies inside the grid.
async function shownHeaders(page: Page) {
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  const box = (await grid.boundingBox())!;
  const headers = grid.getByRole("columnheader");
  const result: { name: string; inView: boolean }[] = [];
  for (const header of await headers.all()) {
    const name = (await header.innerText()).trim();
    const edge = (await header.boundingBox())!;
    result.push({ name, inView: edge.x >= box.x - 1 && edge.x + edge.width <= box.x + box.width + 1 });
  }
  return result.filter((header) => header.name !== "");
}

const LISTS = [
  { path: "/dashboard/job/list", columns: ["Jobs.jobTitle", "Jobs.stage", "Jobs.scheduled"] },
  { path: "/dashboard/enquiry/list", columns: ["Enquiries.received", "Enquiries.name", "Enquiries.status"] },
  { path: "/dashboard/invoice/list", columns: ["Invoices.client", "Invoices.status", "Invoices.total"] },
  { path: "/dashboard/timesheet", columns: ["Timesheets.person", "Timesheets.period", "Timesheets.status"] },
  { path: "/dashboard/user/all", columns: ["Users.name", "Users.status"] },
  { path: "/dashboard/rota/list", columns: ["Rota.when", "Rota.cleaner", "Rota.location"] },
];

test("on a phone every list shows its telling columns, all in view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, DEMO.admin);
  for (const list of LISTS) {
    await page.goto(list.path);
    const headers = await shownHeaders(page);
    expect(
      headers.map((header) => header.name),
      list.path,
    ).toEqual(list.columns.map((path) => text("en", path)));
    expect(
      headers.filter((header) => !header.inView),
      list.path,
    ).toEqual([]);
  }
});

test("on a phone a hidden column comes back from the first column's menu and stays", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/job/list");
  const client = page.getByRole("columnheader", { name: text("en", "Jobs.client") });
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
  await expect(client).toHaveCount(0);
  // Only the first column keeps a menu button; the others' words need the room.
  await expect(page.locator(".MuiDataGrid-columnHeader .MuiDataGrid-menuIconButton")).toHaveCount(1);

  const title = page.getByRole("columnheader", { name: text("en", "Jobs.jobTitle") });
  await title.hover();
  await title.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Manage columns" }).click();
  await page.getByRole("checkbox", { name: text("en", "Jobs.client") }).check();
  await page.keyboard.press("Escape");
  await expect(client).toBeVisible();
  await page.reload();
  await expect(client).toBeVisible();

  // A wider screen is not touched by the phone's defaults.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByRole("columnheader", { name: text("en", "Jobs.cleaner") })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: text("en", "Jobs.service") })).toBeVisible();
});

test("on a phone in Arabic the columns run right to left, all in view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, DEMO.admin);
  await page.goto("/ar/dashboard/invoice/list");
  const headers = await shownHeaders(page);
  expect(headers.map((header) => header.name)).toEqual(
    ["Invoices.client", "Invoices.status", "Invoices.total"].map((path) => text("ar", path)),
  );
  expect(headers.filter((header) => !header.inView)).toEqual([]);
  const first = (await page.getByRole("columnheader", { name: text("ar", "Invoices.client") }).boundingBox())!;
  const last = (await page.getByRole("columnheader", { name: text("ar", "Invoices.total") }).boundingBox())!;
  expect(first.x).toBeGreaterThan(last.x);
});

// A French tablet: page headers with several actions squeezed the title to a
// letter per line and pushed the buttons off the screen (walkthrough).
test("on a French tablet a page's title stays whole and its actions stay on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInByApi(page, DEMO.admin);
  const invoice = await e2eQueryOne<{ id: string }>(`SELECT id FROM "Invoice" WHERE status = 1 LIMIT 1`);
  for (const [path, action] of [
    ["/fr/dashboard/timesheet", "Nouvelle feuille de temps"],
    [`/fr/dashboard/invoice/${invoice!.id}`, "Marquer comme payée"],
  ] as const) {
    await page.goto(path);
    // The page's actions are there (the invoice's come once it has loaded), and on the screen.
    const button = page
      .getByRole("main")
      .getByRole("link", { name: action })
      .or(page.getByRole("button", { name: action }));
    await expect(button).toBeInViewport({ ratio: 1 });
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    // At most two lines of the 1.75rem title (it was a letter per line).
    expect(title.height, path).toBeLessThan(2.5 * 28 * 1.3);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
  }
  // French typography on the invoice: "Numéro de TVA : …", money typed with a decimal comma.
  await expect(page.getByText(/^Numéro de TVA : /).first()).toBeVisible();
  await page.goto("/fr/dashboard/invoice/new");
  await expect(page.getByRole("textbox", { name: "Prix unitaire" }).first()).toHaveValue("0,00");
});
