import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { readLatestMail } from "../db";
import { DEMO, engineIndependent, expect, signInByApi, test } from "../fixtures";

const messages = Object.fromEntries(
  ["en", "ar"].map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
) as Record<"en" | "ar", { Enquiries: Record<string, string>; Validation: Record<string, string> }>;

// A visitor's callback request, sent as the public form sends it.
async function sendPublicEnquiry(
  request: APIRequestContext,
  visitor: { name: string; email: string },
  messageDescription = "Fortnightly clean of a two-bed apartment.\nSelected Items: Apartment Cleaning, Carpet Cleaning",
) {
  const response = await request.post("/api/Enquiry/CreateEnquiry", {
    data: {
      id: randomUUID(),
      ...visitor,
      phone: "087 765 4321",
      address: "7 Quay Street, Galway",
      postCode: "H91 X2Y3",
      messageDescription,
      domainName: "localhost",
    },
  });
  expect(response.status()).toBe(200);
}

async function openEnquiry(page: Page, locale: "en" | "ar", { name, email }: { name: string; email: string }) {
  const t = messages[locale].Enquiries;
  await page.goto(`${locale === "en" ? "" : "/ar"}/dashboard/enquiry/list`);
  await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded
  await page.getByLabel(t.searchLabel!).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.click();
  return page.getByRole("dialog", { name });
}

test("the office converts a public enquiry into a client and a job, once, and the client is invited", async ({
  page,
}) => {
  test.slow(); // the whole path from a public form to the job, with the invitation e-mail
  const visitor = { name: "Orla Fitzgerald", email: `orla-${randomUUID()}@example.ie` };
  await sendPublicEnquiry(page.request, visitor);
  await signInByApi(page, DEMO.admin);

  const panel = await openEnquiry(page, "en", visitor);
  await expect(panel.getByRole("heading", { name: "Orla Fitzgerald" })).toBeVisible();
  await expect(panel).toContainText("Fortnightly clean of a two-bed apartment.");
  await expect(panel.getByText("Apartment Cleaning", { exact: true })).toBeVisible();

  // A note, then the conversion, filled in from the enquiry.
  await panel.getByLabel("Add note").fill("Called back, wants a start next week.");
  await panel.getByRole("button", { name: "Add note" }).click();
  // In the notes (the box may still hold the text a moment while it clears).
  await expect(panel.getByRole("listitem").filter({ hasText: "Called back, wants a start next week." })).toBeVisible();

  await panel.getByRole("button", { name: "Convert to client and job" }).click();
  const convert = page.getByRole("dialog", { name: "Convert to client and job" });
  await expect(convert.getByLabel("Address")).toHaveValue("7 Quay Street, Galway, H91 X2Y3");
  await expect(convert.getByLabel("Job title")).toHaveValue("Apartment Cleaning, 7 Quay Street, Galway");
  await expectNoSeriousAxeViolations(page, "convert dialog (en)");
  await convert.getByRole("button", { name: "Convert", exact: true }).click();
  await expect(page.getByText("Converted: the client and a New job have been created.")).toBeVisible();

  // The enquiry is converted and leads to its job.
  await expect(panel.getByText("Converted").first()).toBeVisible();
  await expect(panel.getByRole("button", { name: "Convert to client and job" })).toHaveCount(0);
  const openJob = panel.getByRole("link", { name: "Open the job" });
  await expect(openJob).toBeVisible();
  const jobHref = await openJob.getAttribute("href");
  expect(jobHref).toMatch(/^\/dashboard\/job\/[0-9a-f-]{36}$/);

  // Converting again (a second click, another tab) makes nothing new.
  const enquiryId = new URL(page.url()).searchParams.get("open")!;
  const again = await page.request.post("/api/enquiry/convert", {
    data: {
      id: enquiryId,
      job: { title: "Again", service: "House Cleaning", location: "Galway", description: "" },
    },
    headers: { origin: "http://localhost:3100" },
  });
  expect(await again.json()).toMatchObject({ isNew: false, jobId: jobHref!.split("/").pop() });

  // The new client is invited to choose a password, on this site.
  const mail = await readLatestMail(visitor.email, 15_000, "Choose your password");
  expect(mail).toMatch(/http:\/\/localhost:3100\/auth\/jwt\/reset-password\?[^\s]*invite=1/);

  await openJob.click();
  await expect(page).toHaveURL(new RegExp(`${jobHref}$`));
});

for (const locale of ["en", "ar"] as const) {
  test(
    `the office records a phone call as an enquiry, all six fields required (${locale})`,
    engineIndependent(locale === "ar"),
    async ({ page }) => {
      const t = messages[locale].Enquiries;
      const email = `caller-${randomUUID()}@example.ie`;
      await signInByApi(page, DEMO.admin);
      await page.goto(`${locale === "en" ? "" : "/ar"}/dashboard/enquiry/list`);
      await expect(page.getByRole("heading", { level: 1, name: t.listTitle })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded

      await page.getByRole("button", { name: t.newEnquiry }).click();
      const dialog = page.getByRole("dialog", { name: t.newEnquiry });
      await dialog.getByLabel(t.name!).fill("Pádraig Ó Súilleabháin");
      await dialog.getByLabel(t.email!).fill(email);
      await dialog.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
      await expect(dialog.getByRole("alert")).toHaveText(messages[locale].Validation.fillAllRequired!);
      await expectNoSeriousAxeViolations(page, `new enquiry dialog (${locale})`);

      await dialog.getByLabel(t.phone!).fill("021 490 1234");
      await dialog.getByLabel(t.postCode!).fill("T12 XY34");
      await dialog.getByLabel(t.address!).fill("4 Patrick Street, Cork");
      await dialog.getByLabel(t.message!).fill("Office clean twice a week.");
      await dialog.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
      await expect(page.getByText(t.created!)).toBeVisible();

      // It opens beside the list, marked as taken by phone.
      const panel = page.getByRole("dialog", { name: "Pádraig Ó Súilleabháin" });
      await expect(panel).toContainText(email);
      if (locale === "ar") return;

      await expect(panel.getByRole("textbox", { name: "Add note" })).toBeVisible();
      // The panel's forms loaded in the background once the page was idle:
      // with the connection gone, the conversion still opens.
      await page.context().setOffline(true);
      await panel.getByRole("button", { name: t.convert }).click();
      const convert = page.getByRole("dialog", { name: t.convertTitle });
      await expect(convert.getByLabel(t.jobTitle!)).toHaveValue(/4 Patrick Street, Cork/);
      await convert.getByRole("button", { name: "Cancel" }).click();
      await expect(convert).toBeHidden();
      await page.context().setOffline(false);
    },
  );
}

test("converting an enquiry that names no service leaves the service for the office to choose", async ({ page }) => {
  const visitor = { name: "Cian Moran", email: `cian-${randomUUID()}@example.ie` };
  await sendPublicEnquiry(page.request, visitor, "Please call me about a clean.");
  await signInByApi(page, DEMO.admin);
  // The offered services (the form's default service) do not come at first:
  // the dialog says so, named as the form's, and loads them again on request.
  const categories = /\/api\/category\/categories\?/;
  await page.route(categories, (route) =>
    route.fulfill({ status: 400, json: { error: { code: "BAD_REQUEST", message: "Refused by the test." } } }),
  );
  const panel = await openEnquiry(page, "en", visitor);
  await panel.getByRole("button", { name: "Convert to client and job" }).click();
  const convert = page.getByRole("dialog", { name: "Convert to client and job" });
  await expect(convert.getByRole("alert")).toContainText("This could not be loaded.");
  await expectNoSeriousAxeViolations(page, "the conversion, its services not loaded");
  await page.unroute(categories);
  await convert.getByRole("button", { name: "Try again" }).click();
  await expect(convert.getByLabel("Job title")).toHaveValue("7 Quay Street, Galway");
  await convert.getByRole("button", { name: "Convert", exact: true }).click();
  // Nothing chosen for the visitor: the office is asked, and nothing is converted yet.
  await expect(convert.getByText(messages.en.Validation.required!).first()).toBeVisible();
  await expect(convert).toBeVisible();
  await convert.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("button", { name: "Convert to client and job" })).toBeVisible();
});

test("the office adds a service category in its dialog, is told what is missing, then edits it", async ({ page }) => {
  const name = `Aaa Gutter Cleaning ${randomUUID().slice(0, 8)}`;
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/category");
  await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded

  await page.getByRole("button", { name: "New category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Gutters cleared and flushed.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The category has been added.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Gutters cleared and flushed.");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit category" });
  await expect(edit.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await edit.getByRole("textbox", { name: "Description" }).fill("Gutters and downpipes cleared.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The category has been saved.")).toBeVisible();
  await expect(row).toContainText("Gutters and downpipes cleared.");
});
