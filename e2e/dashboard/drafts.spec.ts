import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { e2eQueryOne } from "../db";
import { DEMO, DEMO_PASSWORD, expect, signInByApi, test } from "../fixtures";

// What the office types in a form is kept for the tab until it is saved
// (components/dashboard/ui/form/form-draft.tsx): a session that ends, or a
// reload, no longer loses it.

const en = JSON.parse(fs.readFileSync("messages/en.json", "utf8")) as Record<string, Record<string, string>>;
const restored = () => en.Common!.draftRestored!;
const ORIGIN = { origin: "http://localhost:3100" };

async function signInThroughForm(page: Page) {
  await page.getByLabel("Email address").fill(DEMO.admin);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.entries(sessionStorage)
      .filter(([key]) => key.startsWith("draft:"))
      .map(([key, value]) => `${key}=${value}`),
  );

test("a new job being typed survives a lost session and a reload, until it is discarded", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/job/new");
  const title = page.getByLabel(en.Jobs!.jobTitle!);
  const description = page.getByLabel(en.Jobs!.description!);
  await title.fill("Spring clean, 4 Harbour View");
  await description.fill("Gate code 4512. Two dogs, friendly.");

  // The session ends: signed in again, the page comes back with what was typed.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=/);
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard\/job\/new$/);
  await expect(title).toHaveValue("Spring clean, 4 Harbour View");
  await expect(description).toHaveValue("Gate code 4512. Two dogs, friendly.");
  const notice = page.getByRole("alert").filter({ hasText: restored() });
  await expect(notice).toBeVisible();

  // Discarded: the form as it started, and nothing is kept.
  await notice.getByRole("button", { name: en.Common!.draftDiscard! }).click();
  await expect(title).toHaveValue("");
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(title).toHaveValue("");
  await expect(page.getByText(restored())).toBeHidden();
  expect(await storedDrafts(page)).toEqual([]);
});

test("a phone enquiry whose answer was lost is stored once when sent again after a reload", async ({
  page,
  consoleErrors,
}) => {
  const t = en.Enquiries!;
  const email = `lost-answer-${randomUUID()}@example.ie`;
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: t.newEnquiry }).click();
  const dialog = page.getByRole("dialog", { name: t.newEnquiry });
  await dialog.getByLabel(t.name!).fill("Caoimhe Nic Aodha");
  await dialog.getByLabel(t.email!).fill(email);
  await dialog.getByLabel(t.phone!).fill("091 123 4567");
  await dialog.getByLabel(t.postCode!).fill("H91 E2K3");
  await dialog.getByLabel(t.address!).fill("3 Quay Street, Galway");
  await dialog.getByLabel(t.message!).fill("Weekly clean of a small office.");

  // The server stores it, but its answer never arrives.
  await page.route("**/api/Enquiry/CreateEnquiry", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await dialog.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(dialog.getByRole("alert").filter({ hasText: en.Errors!.network! })).toBeVisible();
  await page.unroute("**/api/Enquiry/CreateEnquiry");
  expect(consoleErrors.splice(0)).toEqual(["Failed to load resource: net::ERR_CONNECTION_RESET"]);
  const stored = () =>
    e2eQueryOne<{ n: number }>(`SELECT COUNT(*) AS n FROM "Enquiry" WHERE email = ?`, [email]).then((row) => row!.n);
  expect(await stored()).toBe(1);

  // After a reload the office sends what was kept again: still one enquiry.
  await page.reload();
  await page.getByRole("button", { name: t.newEnquiry }).click();
  await expect(dialog.getByLabel(t.email!)).toHaveValue(email);
  await dialog.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByText(t.created!)).toBeVisible();
  expect(await stored()).toBe(1);
});

test("a note is kept per enquiry until it is added", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const ids = [randomUUID(), randomUUID()];
  for (const [i, id] of ids.entries()) {
    const response = await page.request.post("/api/Enquiry/CreateEnquiry", {
      data: {
        id,
        name: `Draft Visitor ${i}`,
        email: `draft-${id}@example.ie`,
        phone: "087 765 4321",
        address: "7 Quay Street, Galway",
        postCode: "H91 X2Y3",
      },
    });
    expect(response.status()).toBe(200);
  }
  await page.goto(`/dashboard/enquiry/list?open=${ids[0]}`);
  const note = page.getByRole("textbox", { name: en.Common!.addNote! });
  await note.fill("Prefers a call after six.");
  await page.reload();
  await expect(note).toHaveValue("Prefers a call after six.");

  // Another enquiry's box is its own.
  await page.goto(`/dashboard/enquiry/list?open=${ids[1]}`);
  await expect(page.getByRole("dialog", { name: "Draft Visitor 1" })).toBeVisible();
  await expect(note).toHaveValue("");

  await page.goto(`/dashboard/enquiry/list?open=${ids[0]}`);
  await expect(note).toHaveValue("Prefers a call after six.");
  await page.getByRole("button", { name: en.Common!.addNote! }).click();
  const panel = page.getByRole("dialog", { name: "Draft Visitor 0" });
  await expect(panel.getByRole("listitem").filter({ hasText: "Prefers a call after six." })).toBeVisible();
  await expect(note).toHaveValue("");
  await page.reload();
  await expect(note).toHaveValue("");
});

test("a draft of a record changed since is dropped, a password is never kept, and signing out clears drafts", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const created = await page.request.post("/api/Company/CreateCompany", {
    data: { name: `Harbour Offices ${randomUUID().slice(0, 6)}` },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(200);
  const company = (await created.json()) as { id: string; name: string };
  await page.goto(`/dashboard/company/${company.id}/edit`);
  const name = page.getByLabel(en.Companies!.name!);
  await name.fill("Harbour Offices (typed here)");
  // Someone else renames the company meanwhile: the newer name wins over the draft.
  const renamed = await page.request.put("/api/Company/UpdateCompany", {
    data: { id: company.id, name: "Harbour Offices Ltd" },
    headers: ORIGIN,
  });
  expect(renamed.status()).toBe(200);
  await page.reload();
  await expect(name).toHaveValue("Harbour Offices Ltd");
  await expect(page.getByText(restored())).toBeHidden();

  // A new user's details come back after a reload; the password does not, and is never stored.
  await page.goto("/dashboard/user/new");
  await page.getByLabel(en.Users!.firstName!).fill("Saoirse");
  await page.locator('input[name="password"]').fill("Typed-Secret-2026");
  await expect.poll(async () => (await storedDrafts(page)).join()).toContain("Saoirse");
  expect((await storedDrafts(page)).join()).not.toContain("Typed-Secret-2026");
  await page.reload();
  await expect(page.getByLabel(en.Users!.firstName!)).toHaveValue("Saoirse");
  await expect(page.locator('input[name="password"]')).toHaveValue("");

  // Signing out leaves nothing for the next person at this computer.
  await expect(async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
  expect(await storedDrafts(page)).toEqual([]);
});
