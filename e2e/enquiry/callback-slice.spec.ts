import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eQueryOne, readLatestMail } from "../db";
import { DEMO, expect, ENGINE_INDEPENDENT, signInByApi, test } from "../fixtures";

type Visitor = { name: string; email: string };

async function fillCallbackForm(page: Page, visitor: Visitor) {
  await page.locator('input[name="name"]').fill(visitor.name);
  await page.locator('input[name="email"]').fill(visitor.email);
  await page.locator('input[name="phone"]').fill("087 765 4321");
  await page.locator('input[name="address"]').fill("7 Quay Street, Galway");
  await page.locator('input[name="postCode"]').fill("H91 X2Y3");
  await page.locator('textarea[name="messageDescription"]').first().fill("Fortnightly clean of a two-bed apartment.");
}

async function expectEnquiryInDashboard(page: Page, visitor: Visitor, locale = "") {
  await page.context().clearCookies();
  await signInByApi(page, DEMO.admin);
  await page.goto(`${locale}/dashboard/enquiry/list`);
  const row = page.getByRole("row").filter({ hasText: visitor.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(visitor.name);
  await expect(row).toContainText("H91 X2Y3");
}

test("a visitor's callback request reaches the office's enquiry list", async ({ page }) => {
  const visitor = { name: "Aisling Walsh", email: `aisling-${randomUUID()}@example.ie` };
  await page.goto("/contact");
  await expect(page).toHaveTitle(/Contact us \| Emerald Clean$/);
  await fillCallbackForm(page, visitor);

  const submit = page.getByRole("button", { name: "Request a Callback" });
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/Enquiry/CreateEnquiry"));
  await submit.click();
  const payload = (await sent).postDataJSON();
  expect(payload).toMatchObject({ name: visitor.name, email: visitor.email, domainName: "localhost" });
  expect(payload.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toContainText("Your form has been submitted successfully. We will contact you soon");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.locator('input[name="email"]')).toHaveValue("");

  await expectEnquiryInDashboard(page, visitor);
});

test(
  "the Arabic site is right-to-left and its callback form works end to end",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    const visitor = { name: "سارة منصور", email: `sara-${randomUUID()}@example.ie` };
    await page.goto("/ar/contact");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await fillCallbackForm(page, visitor);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button").click();

    await expectEnquiryInDashboard(page, visitor, "/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  },
);

test("an enquiry from the French site: the office sees its language, is e-mailed a link, and converts it in French", async ({
  page,
}) => {
  const visitor = { name: "Camille Dubois", email: `camille-${randomUUID()}@example.ie` };
  await page.goto("/fr/contact");
  await fillCallbackForm(page, visitor);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/Enquiry/CreateEnquiry"));
  await page.locator('form button[type="submit"]').click();
  expect((await sent).postDataJSON()).toMatchObject({ email: visitor.email, locale: "fr" });
  await expect(page.getByRole("dialog")).toBeVisible();

  // The office's e-mail (in English) names the language and links to the enquiry.
  const { id } = (await e2eQueryOne<{ id: string }>(`SELECT "id" FROM "Enquiry" WHERE "email" = ?`, [visitor.email]))!;
  const mail = await readLatestMail("office@emeraldclean.ie", 15_000, visitor.email);
  expect(mail).toContain("Site language: Fran");
  expect(mail).toContain(`http://localhost:3100/dashboard/enquiry/list?open=${id}`);

  await page.context().clearCookies();
  await signInByApi(page, DEMO.admin);
  await page.goto(`/dashboard/enquiry/list?open=${id}`);
  const panel = page.getByRole("dialog", { name: visitor.name });
  await expect(panel).toContainText("Language of the site");
  await expect(panel).toContainText("Français");
  await panel.getByRole("button", { name: "Convert to client and job" }).click();
  const convert = page.getByRole("dialog", { name: "Convert to client and job" });
  await expect(convert.getByRole("combobox", { name: "Client’s language" })).toHaveText("Français");
});

test("the form explains what is wrong and sends nothing until it is fixed", ENGINE_INDEPENDENT, async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/Enquiry/CreateEnquiry")) requests += 1;
  });
  await page.goto("/contact");
  await page.locator('input[name="email"]').fill("not-an-email");
  await page.locator('input[name="phone"]').fill("12");
  await page.getByRole("button", { name: "Request a Callback" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Enter a valid Irish phone number, for example 087 123 4567.")).toBeVisible();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  expect(requests).toBe(0);
});

test("a network failure shows 'Oops...' and keeps what was typed", async ({ page, consoleErrors }) => {
  const visitor = { name: "Eoin Daly", email: `eoin-${randomUUID()}@example.ie` };
  await page.route("**/api/Enquiry/CreateEnquiry", (route) => route.abort("internetdisconnected"));
  await page.goto("/contact");
  await fillCallbackForm(page, visitor);
  await page.getByRole("button", { name: "Request a Callback" }).click();
  const dialog = page.getByRole("dialog", { name: "Oops..." });
  await expect(dialog).toContainText("Something went wrong!");
  // A modal popup: its one button has the focus, and Escape gives it back
  // to the send button, ready to send again.
  await expect(dialog.getByRole("button")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Request a Callback" })).toBeFocused();
  await expect(page.locator('input[name="email"]')).toHaveValue(visitor.email);
  // The aborted request is reported by the browser itself.
  consoleErrors.splice(0, consoleErrors.length);
});

test(
  "inside the quote dialog, Escape closes the 'Oops...' popup and nothing else",
  ENGINE_INDEPENDENT,
  async ({ page, consoleErrors }) => {
    const visitor = { name: "Róisín Kelly", email: `roisin-${randomUUID()}@example.ie` };
    await page.route("**/api/Enquiry/CreateEnquiry", (route) => route.abort("internetdisconnected"));
    await page.goto("/locations/galway");
    await page.getByRole("button", { name: "Make a service enquiry" }).click();
    const quote = page.getByRole("dialog", { name: "Request for your quotation" });
    await quote.getByRole("checkbox", { name: "House Cleaning" }).check();
    await fillCallbackForm(page, visitor);
    await quote.getByRole("button", { name: "Request a Callback" }).click();
    const oops = page.getByRole("dialog", { name: "Oops..." });
    await expect(oops).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(oops).toBeHidden();
    await expect(quote.locator('input[name="email"]')).toHaveValue(visitor.email);
    await expect(quote.getByRole("checkbox", { name: "House Cleaning" })).toBeChecked();
    consoleErrors.splice(0, consoleErrors.length);

    // The same dialog sends it once the connection is back: had Escape closed
    // it too, its button would be gone by now.
    await page.unroute("**/api/Enquiry/CreateEnquiry");
    await page.waitForTimeout(500); // longer than MUI's closing transition
    await quote.getByRole("button", { name: "Request a Callback" }).click();
    await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();
    await expect(quote).toBeHidden();
    const stored = await e2eQueryOne<{ n: number }>('SELECT count(*) AS n FROM "Enquiry" WHERE email = ?', [
      visitor.email,
    ]);
    expect(stored?.n).toBe(1);
  },
);

test("a retry after a lost answer stores the enquiry once", async ({ page, consoleErrors }) => {
  const visitor = { name: "Niamh Byrne", email: `niamh-${randomUUID()}@example.ie` };
  // The first request reaches the server, but its answer never reaches the browser.
  await page.route("**/api/Enquiry/CreateEnquiry", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.goto("/contact");
  await fillCallbackForm(page, visitor);
  await page.getByRole("button", { name: "Request a Callback" }).click();
  await page.getByRole("dialog", { name: "Oops..." }).getByRole("button").click();
  consoleErrors.splice(0, consoleErrors.length);

  await page.unroute("**/api/Enquiry/CreateEnquiry");
  await page.getByRole("button", { name: "Request a Callback" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  const stored = await e2eQueryOne<{ n: number }>('SELECT count(*) AS n FROM "Enquiry" WHERE email = ?', [
    visitor.email,
  ]);
  expect(stored?.n).toBe(1);
});
