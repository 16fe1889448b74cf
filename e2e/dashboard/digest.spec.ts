import fs from "node:fs";
import { e2eQueryOne } from "../db";
import { DEMO, expect, signInByApi, test } from "../fixtures";

// The office's Monday digest (lib/server/overview/office-digest.ts), as the
// e2e server makes this week's at start (OFFICE_DIGEST_HOUR=0 makes it due
// all week): the office finds it in its Mail screen, and each line's link
// opens the list that line counts, showing only what it counts.

const messages = JSON.parse(fs.readFileSync("messages/en.json", "utf8")) as Record<string, unknown>;
const en = (path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;

// What a line's list must show in the column that line counts by.
const LISTS: { path: string; field: string; value: string }[] = [
  { path: "/dashboard/clocking/requests", field: "status", value: en("Statuses.clockRequestStatus.pending") },
  { path: "/dashboard/timesheet", field: "status", value: en("Statuses.timesheetStatus.submitted") },
  { path: "/dashboard/job/list", field: "userAssigneeName", value: en("Jobs.unassigned") },
  { path: "/dashboard/invoice/list", field: "status", value: en("Statuses.invoiceStatus.overdue") },
  { path: "/dashboard/enquiry/list", field: "status", value: en("Statuses.leadStatus.new") },
  { path: "/dashboard/franchise/list", field: "status", value: en("Statuses.leadStatus.new") },
];

test("the office's weekly digest is in its mail, and each line's link opens its list, filtered", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const digest = await e2eQueryOne<{ subject: string; text: string }>(
    `SELECT subject, text FROM "OutboxMail" WHERE kind = ?`,
    ["office-digest"],
  );
  expect(digest, "the server made this week's digest at start").toBeDefined();
  const { subject, text } = digest!;

  await page.goto("/dashboard/mail");
  await page.getByLabel(en("Mail.searchLabel")).fill("What waits for the office");
  await page.getByRole("row").filter({ hasText: subject }).click();
  const panel = page.getByRole("dialog", { name: subject });
  await expect(panel).toContainText(en("Mail.kinds.office-digest"));
  await expect(panel).toContainText("office@emeraldclean.ie");
  const body = panel.frameLocator("iframe");
  await expect(body.getByRole("link", { name: en("Email.digestTimesheets") })).toBeVisible();
  await expect(body.getByRole("link", { name: en("Email.digestAction") })).toBeVisible();

  // The demo data has work waiting in each of these lists; every line links to one.
  const urls = text.match(/http:\/\/localhost:3100\/dashboard\/\S+/g) ?? [];
  const checked: string[] = [];
  for (const list of LISTS) {
    const url = urls.find((candidate) => new URL(candidate).pathname === list.path);
    if (!url) continue; // nothing of this kind waits in this run's data: the line is left out
    await page.goto(url);
    const cells = page.locator(`[role="row"][data-id] [data-field="${list.field}"]`);
    await expect(cells.first()).toBeVisible();
    expect(new Set(await cells.allInnerTexts()), url).toEqual(new Set([list.value]));
    checked.push(list.path);
  }
  // The seed leaves timesheets, overdue invoices and new enquiries waiting: those lines are always there.
  expect(checked).toEqual(
    expect.arrayContaining(["/dashboard/timesheet", "/dashboard/invoice/list", "/dashboard/enquiry/list"]),
  );
});

const fr = JSON.parse(fs.readFileSync("messages/fr.json", "utf8")) as { Users: Record<string, string> };

test("an administrator asks for her own copy of the digest on her profile; a cleaner is not offered it", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/fr/dashboard/user/profile");
  const wish = page.getByRole("checkbox", { name: fr.Users.digestLabel });
  await expect(wish).not.toBeChecked();
  await expect(wish).toHaveAccessibleDescription(fr.Users.digestHelp!);
  await wish.check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enregistré." })).toBeVisible();
  const wishOf = async () =>
    (await e2eQueryOne<{ weeklyDigest: number | boolean }>(`SELECT "weeklyDigest" FROM "User" WHERE email = ?`, [
      DEMO.admin,
    ]))!.weeklyDigest;
  expect(Boolean(await wishOf())).toBe(true);
  await page.reload();
  await expect(wish).toBeChecked();
  // She stops it the same way.
  await wish.uncheck();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect.poll(async () => Boolean(await wishOf())).toBe(false);

  const context = await browser.newContext({ baseURL: "http://localhost:3100" });
  const cleaner = await context.newPage();
  await signInByApi(cleaner, DEMO.cleaner);
  await cleaner.goto("/dashboard/user/profile");
  await expect(cleaner.getByRole("textbox", { name: en("Users.firstName") })).toBeVisible();
  await expect(cleaner.getByRole("checkbox")).toHaveCount(0);
  await context.close();
});
