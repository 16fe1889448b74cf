import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { e2eQueryOne } from "../db";
import { DEMO, DEMO_PASSWORD, expect, signInByApi, test } from "../fixtures";

// A form as the server drew it, before the page's scripts have arrived (a
// phone on a slow connection): what is typed is not lost, and the browser
// never sends the form by itself, which would put every field, a password
// too, in the address (history, server logs, Referer).

// Holds every script the page asks for until `release()`: the page stays as
// the server drew it, not hydrated.
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Every request the browser makes to the page's own address, or with a field in its query.
function watchNativeSubmits(page: Page, path: string) {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if ((url.pathname === path && request.method() !== "GET") || /(email|password|phone)=/.test(url.search))
      seen.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", onRequest);
  return seen;
}

test("a visitor who types before the scripts arrive keeps it all, and the form is sent only once it works", async ({
  page,
}) => {
  const email = `early-${randomUUID()}@example.ie`;
  const release = await holdScripts(page);
  const submits = watchNativeSubmits(page, "/contact");
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.locator("main form").first();
  await form.locator('input[name="name"]').fill("Órla Early");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill("087 765 4321");
  await form.locator('input[name="address"]').fill("7 Quay Street, Galway");
  await form.locator('textarea[name="messageDescription"]').fill("Before the scripts came.");
  const submit = form.getByRole("button", { name: "Request a Callback" });
  await expect(submit).toBeDisabled();
  // Enter in a field is the browser's own submit: nothing goes.
  await form.locator('input[name="phone"]').press("Enter");
  await submit.click({ force: true });

  release();
  await expect(submit).toBeEnabled();
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await expect(form.locator('textarea[name="messageDescription"]')).toHaveValue("Before the scripts came.");
  expect(page.url()).toMatch(/\/contact$/);
  expect(submits).toEqual([]);

  await submit.click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  const stored = await e2eQueryOne<{ name: string }>(`SELECT name FROM "Enquiry" WHERE email = ?`, [email]);
  expect(stored?.name).toBe("Órla Early");
});

test("the sign-in form is seen before the scripts arrive and used once they have: the password never goes in the address", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => addresses.push(frame.url()));
  const submits = watchNativeSubmits(page, "/auth/jwt/login");
  await page.goto("/auth/jwt/login", { waitUntil: "commit" });
  const email = page.getByRole("textbox", { name: "Email address" });
  await expect(email).toBeVisible();
  await expect(email).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();

  release();
  await email.fill(DEMO.admin);
  await page.getByLabel("Password", { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByLabel("Password", { exact: false }).first().press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  expect(addresses.filter((address) => address.includes("password"))).toEqual([]);
  expect(submits).toEqual([]);
});

test("a back-office form drawn with its record waits for the page to work before it takes what is typed", async ({
  page,
}) => {
  const company = await e2eQueryOne<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM "Company" c JOIN "User" u ON u."companyId" = c.id WHERE u.email = ?`,
    [DEMO.client],
  );
  await signInByApi(page, DEMO.admin);
  const release = await holdScripts(page);
  await page.goto(`/dashboard/company/${company!.id}/edit`, { waitUntil: "commit" });
  const name = page.getByLabel("Company name");
  await expect(name).toHaveValue(company!.name);
  await expect(name).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

  release();
  await expect(name).toBeEnabled();
  await page.getByLabel("Phone").fill("01 555 0199");
  // What was typed is the form's own: a later render keeps it.
  await page.getByLabel("VAT number").fill("IE 1234567 t");
  await expect(page.getByLabel("Phone")).toHaveValue("01 555 0199");
});

test("a county typed into the areas search before the scripts arrive is searched once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/areascovered", { waitUntil: "commit" });
  await page.getByRole("searchbox", { name: "Search for your county" }).fill("kerr");
  release();
  const counties = page.getByRole("main").getByRole("listitem");
  await expect(counties).toHaveText(["Kerry"]);
});
