import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { e2eQueryOne, readLatestMail } from "../db";
import { DEMO, DEMO_PASSWORD, engineIndependent, expect, signInByApi, test } from "../fixtures";

const messages = Object.fromEntries(
  ["en", "ar"].map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8")) as unknown]),
) as Record<"en" | "ar", unknown>;
// A text of the messages, by its path ("Users.cleanersTitle").
const text = (locale: "en" | "ar", path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as string;
const prefix = (locale: "en" | "ar") => (locale === "en" ? "" : "/ar");

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PASSWORD = "Spotless-Stairs-2026";
const ORIGIN = { origin: "http://localhost:3100" };

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  return page.request.post("/api/auth/login", { data: { username: email, password } });
}

for (const locale of ["en", "ar"] as const) {
  test(
    `the office creates a cleaner with a photo, finds, bans and restores them (${locale})`,
    engineIndependent(locale === "ar"),
    async ({ page, browser }) => {
      test.slow(); // a whole morning's work: create, upload, search, ban, sign-in attempts, restore
      const t = (key: string) => text(locale, `Users.${key}`);
      const email = `cleaner-${randomUUID()}@example.ie`;
      await signInByApi(page, DEMO.admin);

      await page.goto(`${prefix(locale)}/dashboard/user/cleaners`);
      await expect(page.getByRole("heading", { level: 1, name: t("cleanersTitle") })).toBeVisible();
      await page.getByRole("link", { name: t("newUser") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t("newTitle") })).toBeVisible();
      await page.getByLabel(t("firstName")).fill("Dearbhla");
      await page.getByLabel(t("lastName")).fill("Ó Conaill");
      await page.getByLabel(t("email")).fill(email);
      await page.getByLabel(t("password")).fill(PASSWORD);
      await page.getByRole("button", { name: t("create") }).click();

      // The account's page opens: add the photo there.
      await expect(page.getByRole("heading", { level: 1, name: "Dearbhla Ó Conaill" })).toBeVisible();
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await expect(page.getByRole("img", { name: "Dearbhla Ó Conaill" })).toHaveAttribute(
        "src",
        /^\/api\/files\/profile\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/,
      );
      await expectNoSeriousAxeViolations(page, `edit user (${locale})`);

      // Found by search, banned: they cannot sign in any more.
      await page.goto(`${prefix(locale)}/dashboard/user/cleaners`);
      await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded
      await page.getByLabel(t("searchLabel")).fill(email);
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(page.getByRole("row")).toHaveCount(2); // the header and this cleaner
      await row.getByRole("checkbox").check();
      await page.getByRole("button", { name: t("ban"), exact: true }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: t("ban"), exact: true })
        .click();
      await expect(row).toContainText(text(locale, "Statuses.userStatus.banned"));
      const stranger = await browser.newContext();
      const signInStatus = async () =>
        (
          await (
            await stranger.newPage()
          ).request.post("http://localhost:3100/api/auth/login", { data: { username: email, password: PASSWORD } })
        ).status();
      expect(await signInStatus()).toBe(403);

      // Restored from their page.
      await row.click();
      await expect(page.getByRole("heading", { level: 1, name: "Dearbhla Ó Conaill" })).toBeVisible();
      await page.getByRole("combobox", { name: t("status") }).click();
      await page.getByRole("option", { name: text(locale, "Statuses.userStatus.active") }).click();
      await page.getByRole("button", { name: text(locale, "Common.save") }).click();
      await expect(page.getByText(text(locale, "Common.saved"))).toBeVisible();
      expect(await signInStatus()).toBe(200);
      await stranger.close();
    },
  );
}

test("the office activates a self-registered client, who then signs in; the menu counts those waiting", async ({
  page,
}) => {
  const email = `selfmade-${randomUUID()}@example.ie`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName: "Siún", lastName: "Ní Dhuibhir" },
  });
  expect(registered.status()).toBe(200);
  expect((await signInAs(page, email, PASSWORD)).status()).toBe(403);
  // They confirm their address from the registration mail, so their password is kept.
  const registration = await readLatestMail(email, 15_000, "confirm-email");
  const token = new URL(
    /http:\/\/localhost:\d+\/auth\/jwt\/confirm-email\?[^\s"<]+/.exec(registration)![0].replace(/&amp;/g, "&"),
  ).searchParams.get("token");
  expect((await page.request.post("/api/auth/confirmEmail", { data: { token } })).status()).toBe(200);
  // Another registration, whose address nobody confirmed.
  const unconfirmed = `unconfirmed-${randomUUID()}@example.ie`;
  await page.request.post("/api/auth/register", {
    data: { email: unconfirmed, password: PASSWORD, firstName: "Tadhg", lastName: "Ó Sé" },
  });

  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/user/clients?status=pending");
  await expect(page.getByLabel(/clients? waits? for activation/).first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  // The office sees whose address is not confirmed: approving them will not keep their password.
  await expect(page.getByRole("row").filter({ hasText: unconfirmed })).toContainText("E-mail not confirmed");
  await expect(row).not.toContainText("E-mail not confirmed");
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("is not confirmed keeps no password");
  await page.getByRole("dialog").getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page.getByText("1 user activated.")).toBeVisible();
  await expect(row).toHaveCount(0); // no longer pending
  // The client is told, with a link to sign in.
  const mail = await readLatestMail(email, 15_000, "Subject: Your Emerald Clean account is approved");
  expect(mail).toContain("Your Emerald Clean account is approved");
  expect(mail).toContain("http://localhost:3100/auth/jwt/login");
  await page.context().clearCookies();
  expect((await signInAs(page, email, PASSWORD)).status()).toBe(200);
});

test("the office exports the users of a filter as CSV, one row per user of the list", async ({ page }) => {
  // Users of this test only (other tests add cleaners at the same time): two
  // cleaners and a client sharing a surname; the filter keeps the cleaners.
  const surname = `Mac${randomUUID().slice(0, 8)}`;
  await signInByApi(page, DEMO.admin);
  const made: Record<string, string> = {};
  for (const [firstName, role] of [
    ["Bríd", "Cleaner"],
    ["=HYPERLINK(1)", "Cleaner"],
    ["Colm", "Client"],
  ] as const) {
    const email = `${role.toLowerCase()}-${randomUUID()}@example.ie`;
    const created = await page.request.post("/api/user/createUser", {
      data: { email, password: PASSWORD, firstName, lastName: surname, role },
      headers: ORIGIN,
    });
    expect(created.status()).toBe(200);
    made[firstName] = email;
  }

  await page.goto(`/dashboard/user/all?role=Cleaner&search=${surname}`);
  await expect(page.getByRole("row")).toHaveCount(3); // the header and the two cleaners
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^First name,Last name,E-mail/);
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.includes(made["Bríd"]!))).toMatch(new RegExp(`^Bríd,${surname},.*,Cleaner,active,`));
  // A name that a spreadsheet would run as a formula is written as text.
  expect(lines.find((line) => line.includes(made["=HYPERLINK(1)"]!))).toMatch(/^'=HYPERLINK\(1\),/);
  expect(lines.join("\n")).not.toContain(made["Colm"]!);
});

test("a client keeps their company's details up to date", async ({ page, request }) => {
  // A company and its client, made by the office (its own API session) for this test.
  expect(
    (await request.post("/api/auth/login", { data: { username: DEMO.admin, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const company = await (
    await request.post("/api/Company/CreateCompany", {
      data: { name: `Quay Dental ${randomUUID().slice(0, 6)}` },
      headers: ORIGIN,
    })
  ).json();
  const email = `dental-${randomUUID()}@example.ie`;
  const created = await request.post("/api/user/createUser", {
    data: { email, password: PASSWORD, firstName: "Aisling", lastName: "Keane", role: "Client", companyId: company.id },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(200);
  const client = await created.json();
  const moveClient = async (companyId: string | null) =>
    expect(
      (await request.put("/api/user/updateUser", { data: { id: client.id, companyId }, headers: ORIGIN })).status(),
    ).toBe(200);
  expect((await signInAs(page, email, PASSWORD)).status()).toBe(200);

  await page.goto("/dashboard/company");
  await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
  await page.getByLabel("Phone").fill("091 555 1234");

  // A wrong VAT number is caught on its field before anything is sent.
  await page.getByLabel("VAT number").fill("not a vat number");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter an Irish VAT number", { exact: false })).toBeVisible();
  await page.getByLabel("VAT number").fill("IE 1234567 t");

  // The server refuses the update (the office has just moved the client off
  // this company): 'Invalid Update Details' (spec §5), and nothing typed is lost.
  await moveClient(null);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid Update Details. Please try again" }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("091 555 1234");

  await moveClient(company.id);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("VAT number")).toHaveValue("IE1234567T");
  await expect(page.getByLabel("Phone")).toHaveValue("091 555 1234");
});

// A company's profile comes with the page (lib/server/first-data.ts): with
// scripts off, the client's own and the office's edit page show the company
// and its filled form as served.
test("a company's profile is in the page as served, its form filled, before any script runs", async ({ browser }) => {
  const company = await e2eQueryOne<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM "Company" c JOIN "User" u ON u."companyId" = c.id WHERE u.email = ?`,
    [DEMO.client],
  );
  for (const [who, path] of [
    ["client", "/dashboard/company"],
    ["admin", `/dashboard/company/${company!.id}/edit`],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-IE" });
    const page = await context.newPage();
    await signInByApi(page, DEMO[who]);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: company!.name })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(company!.name);
    await context.close();
  }
});

test("a cleaner opening the list of all users gets the 403 page", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  await page.goto("/dashboard/user/all");
  await expect(page).toHaveURL(/\/dashboard\/403$/);
  expect((await page.request.post("/api/user/users", { data: {} })).status()).toBe(403);
});

test("a user's reset e-mail shows in the office's outbox, readable as sent", async ({ page }) => {
  const email = `forgetful-${randomUUID()}@example.ie`;
  await signInByApi(page, DEMO.admin);
  expect(
    (
      await page.request.post("/api/user/createUser", {
        data: { email, password: PASSWORD, firstName: "Tomás", lastName: "Whelan", role: "Cleaner" },
        headers: ORIGIN,
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.post("/api/auth/forgotPassword", { data: { email } })).status()).toBe(200);
  await readLatestMail(email, 15_000, "reset");

  await page.goto("/dashboard/mail");
  await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded
  await page.getByLabel("Search by recipient or subject").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Reset your Emerald Clean password");
  await expect(row).toContainText("Sent");
  await row.click();
  const panel = page.getByRole("dialog", { name: "Reset your Emerald Clean password" });
  await expect(panel).toContainText(email);
  const body = panel.frameLocator("iframe");
  await expect(body.getByText("Choose a new password")).toBeVisible();
});
