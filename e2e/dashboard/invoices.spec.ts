import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, expectRtlScreenAccessible } from "../axe";
import { e2eQuery, e2eQueryOne, userIdOf } from "../db";
import { DEMO, expect, ENGINE_INDEPENDENT, phonePage, signInByApi, test } from "../fixtures";
import { dublinDate } from "../../lib/i18n/dublin-time";
import { isIrishDayOff } from "../../lib/i18n/irish-holidays";
import { pdfTextItems } from "../../tests/pdf";

// Invoices on their screens: the office invoices a completed job (VAT per
// line, totals computed live and again by the server), downloads the PDF,
// marks it sent and paid; the client reads it; another client cannot.

type Locale = "en" | "ar";
const messages = Object.fromEntries(
  (["en", "ar"] as const).map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
) as Record<Locale, unknown>;
const text = (locale: Locale, path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as string;
const en = (path: string) => text("en", path);
const ORIGIN = { origin: "http://localhost:3100" };
// A small signature drawing (a real PNG).
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

// A job done and signed off, through the API, as the office: the demo
// client's unless another client is given.
async function completedJob(
  page: Page,
  visit: { clientId?: string; scheduledAt?: string } = {},
): Promise<{ id: string; title: string }> {
  const title = `Spring clean ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post("/api/job/createjob", {
    headers: ORIGIN,
    data: {
      title,
      location: "7 Strand Road, Sandymount, Dublin 4",
      service: "House Cleaning",
      userClientId: visit.clientId ?? (await userIdOf(DEMO.client)),
      userAssigneeId: await userIdOf(DEMO.cleaner),
      jobStage: 1,
      scheduledAt: visit.scheduledAt ?? "2026-11-20T10:00:00.000Z",
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const signed = await page.request.post("/api/JobSigned/CreateJobSigned", {
    headers: ORIGIN,
    data: { jobId: id, signerName: "Declan O'Brien", signatureImage: PNG },
  });
  expect(signed.status()).toBe(200);
  return { id, title };
}

test("the office invoices a completed job with VAT per line, downloads the PDF, marks it sent and paid", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInByApi(page, DEMO.admin);
  const job = await completedJob(page);

  await page.goto(`/dashboard/job/${job.id}`);
  await page.getByRole("link", { name: en("Jobs.invoiceJob") }).click();
  await expect(page.getByRole("heading", { level: 1, name: en("Invoices.newInvoice") })).toBeVisible();
  // A job made by hand has no quote to price it from: the office is told to enter the price.
  await expect(page.getByRole("alert").filter({ hasText: en("Invoices.jobPriceReason.noQuote") })).toBeVisible();
  // Prefilled from the job: the client and a line naming the visit.
  await expect(page.getByRole("combobox", { name: en("Invoices.client") })).toHaveValue("Declan O'Brien");
  await expect(page.getByLabel(en("Invoices.description")).first()).toHaveValue(new RegExp(job.title));
  // The visit's day as the client will read it ("3 December 2026"), not the ISO form.
  await expect(page.getByLabel(en("Invoices.description")).first()).toHaveValue(
    /, visit of \d{1,2} [A-Z][a-z]+ \d{4}$/,
  );

  // A price that is not an amount is refused in euro, the field's unit (the API counts cents).
  await page.getByLabel(en("Invoices.unitPrice")).first().fill("abc");
  await page.getByRole("button", { name: en("Invoices.createDraft") }).click();
  await expect(page.getByText(en("Validation.euroAmount"))).toBeVisible();
  await page.getByLabel(en("Invoices.unitPrice")).first().fill("120");
  await page.getByRole("button", { name: en("Invoices.addLine") }).click();
  const second = page.getByRole("group", { name: "Line 2" });
  await second.getByLabel(en("Invoices.description")).fill("Oven cleaner (goods)");
  await second.getByLabel(en("Invoices.quantity")).fill("2");
  await second.getByLabel(en("Invoices.unitPrice")).fill("10");
  await second.getByRole("combobox", { name: en("Invoices.vatRate") }).click();
  await page.getByRole("option", { name: /23/ }).click();
  await page.getByLabel(en("Invoices.discount")).fill("10");

  // Live totals, per VAT rate; the server computes the same (checked below).
  const totals = page.getByRole("region", { name: en("Invoices.totals") });
  await expect(totals).toContainText("13.5%");
  await expect(totals).toContainText("23%");
  await expectNoSeriousAxeViolations(page, "new invoice (en)");
  const liveTotal = await totals.locator("dd").last().innerText();
  await page.getByRole("button", { name: en("Invoices.createDraft") }).click();

  // The invoice as the client will see it: VAT per rate, the same total.
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice INV-\d{4}-\d{4,}$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).replace("Invoice ", "");
  await expect(page.getByLabel(en("Invoices.totals"))).toContainText(liveTotal);
  await expect(page.getByText(/VAT 13\.5% on/)).toBeVisible();
  await expect(page.getByText(/VAT 23% on/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "invoice (en)");

  // The PDF: a real PDF, named by the number.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: en("Invoices.downloadPdf") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // It holds the invoice's number and its total, as a reader's viewer reads them.
  const pdfText = (await pdfTextItems(bytes)).join(" ");
  expect(pdfText).toContain(number);
  expect(pdfText).toContain(liveTotal);

  // Sent, then paid.
  await page.getByRole("button", { name: en("Invoices.markSent") }).click();
  await expect(
    page.getByRole("main").getByText(en("Statuses.invoiceStatus.pending"), { exact: true }).first(),
  ).toBeVisible();
  // Its edit page now says that a change does not reach the client by itself.
  await page.getByRole("link", { name: en("Invoices.edit") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: en("Invoices.sentEditWarning").split("{date}")[0]! }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole("button", { name: en("Invoices.markPaid") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: en("Invoices.markPaid") })
    .click();
  await expect(
    page.getByRole("main").getByText(en("Statuses.invoiceStatus.paid"), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(en("Invoices.paidOn"), { exact: true })).toBeVisible();
  // Its history: drafted, sent and paid, each by the office's user.
  const history = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: en("InvoiceHistory.title") }) });
  await expect(history.getByRole("listitem")).toHaveText([
    /^Created as a draft.* · Ciarán Murphy$/,
    /^Marked as sent.* · Ciarán Murphy$/,
    /^Marked as paid, paid on \d{1,2} [A-Z][a-z]+ \d{4}.* · Ciarán Murphy$/,
  ]);
  // Each entry hangs from a line along the start edge.
  await expect(history.getByRole("listitem").first()).toHaveCSS("border-inline-start-style", "solid");
  const invoiceUrl = page.url();

  // In the list, under Paid, found by its number.
  await page.goto("/dashboard/invoice/list?status=2");
  // The row is on the Paid list before the search box's request (sent 300 ms
  // after typing) starts: axe looks at the list once that search answered
  // and the grid settled, not while it loads.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes("/api/invoice/invoices") && (response.request().postData() ?? "").includes(number),
  );
  await page.getByLabel(en("Invoices.searchLabel")).fill(number);
  await searched;
  await expect(page.getByRole("row").filter({ hasText: number })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("progressbar")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "invoice list (en)");

  // The client reads it, with its PDF, and cannot change it.
  const clientContext = await browser.newContext({ baseURL: "http://localhost:3100" });
  await clientContext.addCookies([{ name: "cookie_consent", value: "1", url: "http://localhost:3100" }]);
  const client = await clientContext.newPage();
  await signInByApi(client, DEMO.client);
  await client.goto(new URL(invoiceUrl).pathname);
  await expect(client.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(client.getByRole("button", { name: en("Invoices.downloadPdf") })).toBeVisible();
  await expect(client.getByRole("button", { name: en("Invoices.markPaid") })).toHaveCount(0);
  await expect(client.getByRole("link", { name: en("Invoices.edit") })).toHaveCount(0);
  await clientContext.close();

  // Another client: not found, and no PDF.
  const otherContext = await browser.newContext({ baseURL: "http://localhost:3100" });
  const other = await otherContext.newPage();
  await signInByApi(other, "orla.fitzgerald@demo.ie");
  const id = new URL(invoiceUrl).pathname.split("/").at(-1);
  expect((await other.request.get(`/api/invoice/pdf?id=${id}`)).status()).toBe(404);
  await other.goto(`/dashboard/invoice/${id}`);
  await expect(other.getByText(en("Invoices.notFound"))).toBeVisible();
  await otherContext.close();
});

test("a job converted from a quote is invoiced at its price from the office's rates, with the quote beside it", async ({
  page,
}) => {
  // A visitor's quote: a three-bedroom, two-bathroom apartment, weekly, with the oven.
  const enquiryId = randomUUID();
  const sent = await page.request.post("/api/Enquiry/CreateEnquiry", {
    data: {
      id: enquiryId,
      name: "Úna Brennan",
      email: `una-${randomUUID()}@example.ie`,
      phone: "087 765 4321",
      address: "12 Eyre Square, Galway",
      postCode: "H91 X2Y3",
      messageDescription: "Selected Items: Apartment Cleaning",
      quote: { services: ["apartment-cleaning"], bedrooms: 3, bathrooms: 2, frequency: "weekly", extras: ["oven"] },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await signInByApi(page, DEMO.admin);
  const converted = await page.request.post("/api/enquiry/convert", {
    headers: ORIGIN,
    data: {
      id: enquiryId,
      job: { title: "Weekly apartment clean", service: "Apartment Cleaning", location: "12 Eyre Square, Galway" },
    },
  });
  expect(converted.status(), await converted.text()).toBe(200);
  const { jobId } = (await converted.json()) as { jobId: string };

  await page.goto(`/dashboard/invoice/new?jobId=${jobId}`);
  // The demo's apartment rates: (€45 + 2 × €10 + €10 + €35 oven) less 15 % for a weekly clean.
  await expect(page.getByLabel(en("Invoices.unitPrice")).first()).toHaveValue("93.50");
  const notice = page.getByRole("alert").filter({ hasText: "€93.50" });
  await expect(notice).toContainText("Apartment Cleaning");
  // The quote the client was shown, to check the price against, and a way to it.
  const quote = page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: en("Enquiries.quoteTitle") }) });
  await expect(quote).toContainText("3 bedrooms");
  // The range the visitor saw: €93.50 + 13.5 % VAT from €106, up to 20 % more.
  await expect(quote).toContainText(/€106(\.00)? to €128(\.00)? per visit/);
  await expect(notice.getByRole("link", { name: en("Invoices.jobPriceOpenEnquiry") })).toHaveAttribute(
    "href",
    `/dashboard/enquiry/list?open=${enquiryId}`,
  );
  await expectNoSeriousAxeViolations(page, "new invoice priced from a quote (en)");

  await page.getByRole("button", { name: en("Invoices.createDraft") }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice INV-/ })).toBeVisible();
  const stored = await e2eQueryOne<{ unitPriceCents: number | string }>(
    `SELECT i."unitPriceCents" FROM "InvoiceItem" i JOIN "Invoice" v ON v.id = i."invoiceId" WHERE v."jobId" = ?`,
    [jobId],
  );
  expect(Number(stored!.unitPriceCents)).toBe(9350);
});

test("the office bills two of a client's visits on one invoice; the third is left to invoice later", async ({
  page,
}) => {
  test.slow();
  await signInByApi(page, DEMO.admin);
  const lastName = `Tester${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const createdClient = await page.request.post("/api/user/createUser", {
    headers: ORIGIN,
    data: {
      email: `maeve-${randomUUID().slice(0, 8)}@example.ie`,
      password: "Correct-Horse-42",
      firstName: "Maeve",
      lastName,
      role: "Client",
    },
  });
  expect(createdClient.status(), await createdClient.text()).toBe(200);
  const clientId = ((await createdClient.json()) as { id: string }).id;
  // Three weekly visits in November, made out of order.
  const third = await completedJob(page, { clientId, scheduledAt: "2026-11-17T10:00:00.000Z" });
  const first = await completedJob(page, { clientId, scheduledAt: "2026-11-03T10:00:00.000Z" });
  const second = await completedJob(page, { clientId, scheduledAt: "2026-11-10T10:00:00.000Z" });

  await page.goto("/dashboard/invoice/new");
  const addVisits = page.getByRole("button", { name: en("Invoices.addVisits") });
  await expect(addVisits).toBeDisabled();
  await page.getByRole("combobox", { name: en("Invoices.client") }).fill(`Maeve ${lastName}`);
  await page.getByRole("option", { name: `Maeve ${lastName}` }).click();
  await addVisits.click();
  const picker = page.getByRole("dialog", { name: en("Invoices.visitsTitle") });
  // Oldest first, each with its day; none came from a quote, so none has a price.
  const visits = picker.getByRole("list", { name: en("Invoices.visitsTitle") }).getByRole("listitem");
  await expect(visits).toHaveCount(3);
  await expect(visits.nth(0)).toContainText(first.title);
  await expect(visits.nth(0)).toContainText("3 November 2026");
  await expect(visits.nth(2)).toContainText(third.title);
  await expect(visits.nth(0)).toContainText(en("Invoices.visitNoPrice"));
  await expectNoSeriousAxeViolations(page, "visit picker (en)");
  await picker.getByRole("checkbox", { name: en("Invoices.visitsAll") }).check();
  await visits.nth(2).getByRole("checkbox").uncheck();
  await picker.getByRole("button", { name: "Add 2 lines" }).click();
  await expect(picker).toBeHidden();

  // The blank line gave way to one line per visit, in the order of the visits, each with a way to it.
  const lines = page.getByRole("group", { name: /^Line \d+$/ });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel(en("Invoices.description"))).toHaveValue(
    `${first.title}, visit of 3 November 2026`,
  );
  await expect(lines.nth(1).getByLabel(en("Invoices.description"))).toHaveValue(
    `${second.title}, visit of 10 November 2026`,
  );
  await expect(lines.nth(1).getByRole("link", { name: en("Invoices.lineVisit") })).toHaveAttribute(
    "href",
    `/dashboard/job/${second.id}`,
  );
  for (const index of [0, 1]) await lines.nth(index).getByLabel(en("Invoices.unitPrice")).fill("95");
  await page.getByRole("button", { name: en("Invoices.createDraft") }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice INV-/ })).toBeVisible();
  const invoiceId = new URL(page.url()).pathname.split("/").at(-1)!;
  // The invoice leads to each visit it bills.
  await expect(page.getByRole("link", { name: en("Invoices.lineVisit") })).toHaveCount(2);
  await expect(page.getByRole("link", { name: en("Invoices.lineVisit") }).first()).toHaveAttribute(
    "href",
    `/dashboard/job/${first.id}`,
  );
  const stored = await e2eQuery<{ jobId: string; unitPriceCents: number | string }>(
    `SELECT "jobId", "unitPriceCents" FROM "InvoiceItem" WHERE "invoiceId" = ? ORDER BY position`,
    [invoiceId],
  );
  expect(stored.map((row) => [row.jobId, Number(row.unitPriceCents)])).toEqual([
    [first.id, 9500],
    [second.id, 9500],
  ]);

  // The next invoice for this client offers only the visit not billed yet.
  await page.goto("/dashboard/invoice/new");
  await page.getByRole("combobox", { name: en("Invoices.client") }).fill(`Maeve ${lastName}`);
  await page.getByRole("option", { name: `Maeve ${lastName}` }).click();
  await page.getByRole("button", { name: en("Invoices.addVisits") }).click();
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await expect(picker.getByRole("listitem")).toContainText(third.title);
  // Once it is on the form, the picker says so rather than that the client has none.
  await picker.getByRole("checkbox", { name: en("Invoices.visitsAll") }).check();
  await picker.getByRole("button", { name: "Add 1 line" }).click();
  await expect(picker).toBeHidden();
  await page.getByRole("button", { name: en("Invoices.addVisits") }).click();
  await expect(picker.getByText(en("Invoices.visitsAllOnForm"))).toBeVisible();
  // And the first visit's own "Invoice this job" warns that it is billed already.
  await page.goto(`/dashboard/invoice/new?jobId=${first.id}`);
  await expect(page.getByRole("alert").filter({ hasText: /^This job is already on invoice INV-/ })).toBeVisible();
});

test(
  "invoice screens in Arabic: right to left, no serious accessibility problems",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    const job = await completedJob(page);
    const created = await page.request.post("/api/invoice/createinvoice", {
      headers: ORIGIN,
      data: {
        clientId: await userIdOf(DEMO.client),
        jobId: job.id,
        items: [{ description: "تنظيف شامل", quantity: 1, unitPriceCents: 12000, vatRateBp: 1350 }],
      },
    });
    expect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    for (const [name, path] of [
      ["invoice list", "/ar/dashboard/invoice/list"],
      ["new invoice", `/ar/dashboard/invoice/new?jobId=${job.id}`],
      ["invoice", `/ar/dashboard/invoice/${id}`],
      ["edit invoice", `/ar/dashboard/invoice/${id}/edit`],
    ] as const) {
      await expectRtlScreenAccessible(page, path, `${name} (ar)`);
    }
    await expect(page.getByText(text("ar", "Invoices.totals"))).toBeVisible();
  },
);

test(
  "a client reads an invoice on a phone, in the page as served: each line's figures in view, nothing to scroll sideways",
  ENGINE_INDEPENDENT,
  async ({ browser, page }) => {
    await signInByApi(page, DEMO.admin);
    const created = await page.request.post("/api/invoice/createinvoice", {
      headers: ORIGIN,
      data: {
        clientId: await userIdOf(DEMO.client),
        status: 1,
        items: [
          { description: "Fortnightly house clean, 7 Strand Road", quantity: 2, unitPriceCents: 9500, vatRateBp: 1350 },
          { description: "Oven clean", quantity: 1, unitPriceCents: 4000, vatRateBp: 2300 },
        ],
      },
    });
    expect(created.status()).toBe(200);
    const { id, invoiceNumber } = (await created.json()) as { id: string; invoiceNumber: string };

    // A client often opens it from the e-mail on a phone: the invoice is in the page as
    // served, before any script runs. Another client gets none of it.
    const served = await phonePage(browser, DEMO.client, { javaScriptEnabled: false });
    await served.page.goto(`/dashboard/invoice/${id}`);
    await expect(served.page.getByRole("heading", { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(served.page.getByText("Fortnightly house clean, 7 Strand Road")).toBeVisible();
    await served.context.close();
    const other = await phonePage(browser, "orla.fitzgerald@demo.ie", { javaScriptEnabled: false });
    const html = await (await other.page.goto(`/dashboard/invoice/${id}`))!.text();
    expect(html).not.toContain(invoiceNumber);
    expect(html).not.toContain("Fortnightly house clean");
    await other.context.close();

    const phone = await browser.newContext({ baseURL: "http://localhost:3100", viewport: { width: 360, height: 740 } });
    await phone.addCookies([{ name: "cookie_consent", value: "1", url: "http://localhost:3100" }]);
    const client = await phone.newPage();
    await signInByApi(client, DEMO.client);
    await client.goto(`/dashboard/invoice/${id}`);
    const lines = client.getByRole("table", { name: en("Invoices.lines") });
    await expect(lines.getByText("2 × €95.00, VAT 13.5%")).toBeVisible();
    await expect(lines.getByText("1 × €40.00, VAT 23%")).toBeVisible();
    await expect(lines.getByRole("cell", { name: "€190.00" })).toBeVisible();
    await expect(lines.getByRole("columnheader", { name: en("Invoices.unitPrice") })).toBeHidden();
    const overflow = await lines.evaluate(
      (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );

    // On a wide screen the figures have their columns, said once.
    await client.setViewportSize({ width: 1280, height: 800 });
    await expect(lines.getByRole("columnheader", { name: en("Invoices.unitPrice") })).toBeVisible();
    await expect(lines.getByText("2 × €95.00, VAT 13.5%")).toBeHidden();
    await phone.close();
  },
);

test("e-mailing an invoice asks first, naming the amount and the address; one for €0.00 is refused", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const create = async (unitPriceCents: number) => {
    const response = await page.request.post("/api/invoice/createinvoice", {
      headers: ORIGIN,
      data: {
        clientId: await userIdOf(DEMO.client),
        items: [{ description: "Window clean", quantity: 1, unitPriceCents, vatRateBp: 1350 }],
      },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { id: string; invoiceNumber: string };
  };
  const invoice = await create(10_000);
  await page.goto(`/dashboard/invoice/${invoice.id}`);
  await page.getByRole("button", { name: en("Invoices.emailToClient") }).click();
  const dialog = page.getByRole("dialog", { name: `E-mail invoice ${invoice.invoiceNumber}?` });
  await expect(dialog).toContainText(
    `Invoice ${invoice.invoiceNumber}, for €113.50, will be e-mailed to ${DEMO.client}`,
  );
  await expect(dialog).toContainText(en("Invoices.emailConfirmDraft"));
  // Cancelled: nothing sent, still a draft.
  await dialog.getByRole("button", { name: en("Common.cancel") }).click();
  await expect(dialog).toBeHidden();
  const status = async (id: string) =>
    (await e2eQueryOne<{ status: number }>(`SELECT status FROM "Invoice" WHERE id = ?`, [id]))!.status;
  expect(await status(invoice.id)).toBe(0);

  await page.getByRole("button", { name: en("Invoices.emailToClient") }).click();
  await dialog.getByRole("button", { name: en("Invoices.emailConfirm") }).click();
  await expect(page.getByText(`The invoice is on its way to ${DEMO.client}, with the PDF attached.`)).toBeVisible();
  expect(await status(invoice.id)).toBe(1);

  // Prices never filled in: refused, with the reason.
  const empty = await create(0);
  await page.goto(`/dashboard/invoice/${empty.id}`);
  await page.getByRole("button", { name: en("Invoices.emailToClient") }).click();
  await page
    .getByRole("dialog", { name: `E-mail invoice ${empty.invoiceNumber}?` })
    .getByRole("button", { name: en("Invoices.emailConfirm") })
    .click();
  await expect(page.getByText(en("Validation.invoiceNothingToSend"))).toBeVisible();
  expect(await status(empty.id)).toBe(0);
});

test("an overdue invoice is e-mailed as a payment reminder, the invoice counts its reminders, and the list's export too; the automatic ones are turned off", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post("/api/invoice/createinvoice", {
    headers: ORIGIN,
    data: {
      clientId: await userIdOf(DEMO.client),
      status: 1,
      issueDate: day(40),
      dueDate: day(10),
      items: [{ description: "Window clean", quantity: 1, unitPriceCents: 10_000, vatRateBp: 1350 }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const invoice = (await response.json()) as { id: string; invoiceNumber: string };
  await page.goto(`/dashboard/invoice/${invoice.id}`);
  await expect(page.getByRole("button", { name: en("Invoices.emailToClient") })).toHaveCount(0);
  await expect(page.getByText(en("Invoices.reminders"))).toHaveCount(0);
  // Reminders go by themselves too, on the e2e server 60 and 90 days after the due day.
  const autoRemind = page.getByRole("switch", { name: en("Invoices.autoRemind") });
  await expect(autoRemind).toBeChecked();
  const nextReminder = (daysAfterDue: number) => {
    const date = new Date(`${day(10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + daysAfterDue);
    while (isIrishDayOff(date)) date.setUTCDate(date.getUTCDate() + 1);
    const shown = date.toLocaleDateString("en-IE", { dateStyle: "full", timeZone: "UTC" });
    return `Next automatic reminder: ${shown}, unless the invoice is paid by then.`;
  };
  await expect(page.locator("#auto-remind-status")).toHaveText(nextReminder(60));

  const remind = async () => {
    await page.getByRole("button", { name: en("Invoices.remindClient") }).click();
    const dialog = page.getByRole("dialog", { name: `Send a payment reminder for invoice ${invoice.invoiceNumber}?` });
    await expect(dialog).toContainText(
      new RegExp(`${DEMO.client} will be reminded that invoice ${invoice.invoiceNumber}, for €113.50, was due on`),
    );
    return dialog;
  };
  const first = await remind();
  await expect(first).not.toContainText("already sent");
  await first.getByRole("button", { name: en("Invoices.remindConfirm") }).click();
  await expect(page.getByText(`The reminder is on its way to ${DEMO.client}.`)).toBeVisible();
  // The invoice shows it, and the next confirmation says one went already.
  await expect(page.getByText(en("Invoices.reminders"))).toBeVisible();
  await expect(page.getByText(/^1, the last on /)).toBeVisible();
  const second = await remind();
  await expect(second).toContainText("One reminder was already sent, on");
  await second.getByRole("button", { name: en("Common.cancel") }).click();
  // The one sent by hand counts: the next to go by itself is the second of the schedule.
  await expect(page.locator("#auto-remind-status")).toHaveText(nextReminder(90));

  // The client agreed to pay later: the office turns the automatic ones off, and they stay off.
  await autoRemind.click();
  await expect(page.getByText(en("Invoices.autoRemindTurnedOff"))).toBeVisible();
  await page.reload();
  await expect(autoRemind).not.toBeChecked();
  await expect(page.locator("#auto-remind-status")).toHaveText(en("Invoices.autoRemindOff"));
  // Its history says what the office did, and who: created as sent, reminded by hand, the switch turned off.
  const history = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: en("InvoiceHistory.title") }) });
  await expect(history.getByRole("listitem")).toHaveText([
    /^Created and marked as sent.* · Ciarán Murphy$/,
    new RegExp(`^Payment reminder 1 e-mailed to ${DEMO.client}.* · Ciarán Murphy$`),
    /^Automatic payment reminders turned off.* · Ciarán Murphy$/,
  ]);

  // The list of overdue invoices says which were chased, and when last.
  await page.goto(`/dashboard/invoice/list?status=3&search=${invoice.invoiceNumber}`);
  const row = page.locator('[role="row"][data-id]').filter({ hasText: invoice.invoiceNumber });
  await expect(row.locator('[data-field="remindedAt"]')).toContainText("(1 reminder)");
  // And which the office chases itself: this one's automatic reminders are off.
  await expect(row.locator('[data-field="nextReminderOn"]')).toHaveText(en("Invoices.autoRemindOffCell"));
  // Its export, for the accountant, is what the list shows: this overdue invoice, once reminded.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: en("Common.exportCsv") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...exported] = fs
    .readFileSync((await file.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toMatch(/^Invoice number,Issue date,Due date,Status,Client,.*,Net at 13\.5%,VAT at 13\.5%,/);
  expect(exported).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${invoice.invoiceNumber},${day(40)},${day(10)},Overdue,.*,${DEMO.client},.*,100\\.00,13\\.50,.*,113\\.50,EUR,.*,1$`,
      ),
    ),
  ]);

  const stored = await e2eQueryOne<{ status: number; reminderCount: number; autoRemind: unknown }>(
    `SELECT status, "reminderCount", "autoRemind" FROM "Invoice" WHERE id = ?`,
    [invoice.id],
  );
  // SQLite answers the boolean as 0, PostgreSQL as false.
  expect({ ...stored, autoRemind: Boolean(stored!.autoRemind) }).toEqual({
    status: 1,
    reminderCount: 1,
    autoRemind: false,
  });
  const mails = await e2eQuery<{ kind: string; subject: string }>(
    `SELECT kind, subject FROM "OutboxMail" WHERE "toAddress" = ? AND subject LIKE ?`,
    [DEMO.client, `%${invoice.invoiceNumber}%`],
  );
  expect(mails).toEqual([
    { kind: "invoice-reminder", subject: `Reminder: invoice ${invoice.invoiceNumber} from Emerald Clean is overdue` },
  ]);

  // The switch is the office's: the client reads the invoice without it.
  await signInByApi(page, DEMO.client);
  await page.goto(`/dashboard/invoice/${invoice.id}`);
  await expect(page.getByText(en("Invoices.reminders"))).toBeVisible();
  await expect(page.getByRole("switch", { name: en("Invoices.autoRemind") })).toHaveCount(0);
  // Nor its history, which is the office's.
  await expect(page.getByRole("heading", { name: en("InvoiceHistory.title") })).toHaveCount(0);
});

test("the office copies an invoice as a new draft: its client, plain lines, discount, notes and payment term, not the visit it billed", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const job = await completedJob(page);
  const addDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const today = dublinDate(new Date());
  const created = await page.request.post("/api/invoice/createinvoice", {
    headers: ORIGIN,
    data: {
      clientId: await userIdOf(DEMO.client),
      status: 1,
      issueDate: addDays(today, -20),
      dueDate: addDays(today, -6),
      discountCents: 500,
      notes: "Monthly contract: consumables included.",
      items: [
        { description: `${job.title}, the visit`, quantity: 1, unitPriceCents: 12_000, jobId: job.id },
        { description: "Monthly consumables", quantity: 2, unitPriceCents: 1_500, vatRateBp: 2300 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const original = (await created.json()) as { id: string; invoiceNumber: string };

  await page.goto(`/dashboard/invoice/${original.id}`);
  await page.getByRole("link", { name: en("Invoices.copyInvoice") }).click();
  await expect(page.getByRole("heading", { level: 1, name: en("Invoices.newInvoice") })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: `A copy of invoice ${original.invoiceNumber}` });
  await expect(notice).toContainText("The line that billed a visit was left out, as a visit is billed once.");
  await expect(page.getByRole("combobox", { name: en("Invoices.client") })).toHaveValue("Declan O'Brien");
  await expect(page.getByLabel(en("Invoices.description"))).toHaveCount(1);
  await expect(page.getByLabel(en("Invoices.description"))).toHaveValue("Monthly consumables");
  await expectNoSeriousAxeViolations(page, "a copied invoice (en)");
  await page.getByRole("button", { name: en("Invoices.createDraft") }).click();

  // A new draft, with its own number; the original is as it was.
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice INV-\d{4}-\d{4,}$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`Invoice ${original.invoiceNumber}`);
  // Its history says which invoice it copies.
  const history = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: en("InvoiceHistory.title") }) });
  await expect(history.getByRole("listitem")).toHaveText([
    new RegExp(`^Created as a copy of invoice ${original.invoiceNumber}.* · Ciarán Murphy$`),
  ]);
  const copyId = new URL(page.url()).pathname.split("/").at(-1);
  const copy = await (await page.request.get(`/api/invoice/getInvoiceById?id=${copyId}`)).json();
  expect(copy).toMatchObject({
    status: 0,
    jobId: null,
    client: { email: DEMO.client },
    issueDate: `${today}T00:00:00.000Z`,
    // The original's term: 14 days.
    dueDate: `${addDays(today, 14)}T00:00:00.000Z`,
    discountCents: 500,
    notes: "Monthly contract: consumables included.",
  });
  expect(
    copy.items.map(({ description, quantity, unitPriceCents, vatRateBp, jobId }: Record<string, unknown>) => ({
      description,
      quantity,
      unitPriceCents,
      vatRateBp,
      jobId,
    })),
  ).toEqual([{ description: "Monthly consumables", quantity: 2, unitPriceCents: 1_500, vatRateBp: 2300, jobId: null }]);
  const stored = await (await page.request.get(`/api/invoice/getInvoiceById?id=${original.id}`)).json();
  expect(stored.items).toHaveLength(2);
});

test("a client keeps every invoice sent to them on their overview, paid ones too, ten a page; their draft stays with the office", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const email = `orla-${randomUUID().slice(0, 8)}@example.ie`;
  const password = "Correct-Horse-42";
  const createdClient = await page.request.post("/api/user/createUser", {
    headers: ORIGIN,
    data: { email, password, firstName: "Orla", lastName: "Keane", role: "Client" },
  });
  expect(createdClient.status(), await createdClient.text()).toBe(200);
  const clientId = ((await createdClient.json()) as { id: string }).id;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const invoice = async (daysAgo: number, status: 0 | 1) => {
    const response = await page.request.post("/api/invoice/createinvoice", {
      headers: ORIGIN,
      data: {
        clientId,
        status,
        issueDate: day(daysAgo),
        items: [{ description: "Office clean", quantity: 1, unitPriceCents: 10_000 + daysAgo, vatRateBp: 1350 }],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: string; invoiceNumber: string };
  };
  // Eleven sent, issued 1 to 11 days ago; the oldest is paid. A draft of today's is still the office's.
  const sent: { id: string; invoiceNumber: string }[] = [];
  for (let daysAgo = 11; daysAgo >= 1; daysAgo -= 1) sent.unshift(await invoice(daysAgo, 1));
  const oldest = sent[10]!;
  const paid = await page.request.put("/api/invoice/updateInvoice", {
    headers: ORIGIN,
    data: { id: oldest.id, status: 2 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const draft = await invoice(0, 0);

  const login = await page.request.post("/api/auth/login", { data: { username: email, password } });
  expect(login.status()).toBe(200);
  await page.goto("/dashboard/app");
  const table = page.getByRole("table", { name: en("Overview.allInvoices") });
  const numbers = table.getByRole("row").locator("td:first-child a");
  await expect(numbers).toHaveText(sent.slice(0, 10).map((row) => row.invoiceNumber));
  // The range is isolated for right-to-left pages (U+2066 … U+2069).
  await expect(page.getByText("\u20661–10\u2069 of 11")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "client overview with pages of invoices");
  await page.getByRole("button", { name: en("Common.nextPage") }).click();
  await expect(numbers).toHaveText([oldest.invoiceNumber]);
  await expect(table.getByRole("row").nth(1)).toContainText("Paid");
  // Its PDF straight from the list, for the client's accountant.
  const download = page.waitForEvent("download");
  await table.getByRole("button", { name: `Download invoice ${oldest.invoiceNumber} as a PDF` }).click();
  expect((await download).suggestedFilename()).toBe(`${oldest.invoiceNumber}.pdf`);
  await expect(page.getByText(draft.invoiceNumber)).toHaveCount(0);
  // Each opens as the client reads an invoice.
  await table.getByRole("link", { name: oldest.invoiceNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${oldest.invoiceNumber}` })).toBeVisible();
  // Not the draft: it is not theirs to read until it is sent.
  await page.goto(`/dashboard/invoice/${draft.id}`);
  await expect(page.getByText(en("Invoices.notFound"))).toBeVisible();
});

test("a money field puts the euro sign where the page's language writes it", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const signSide = async (path: string, label: string) => {
    await page.goto(path);
    const field = page.getByLabel(label).first();
    await expect(field).toBeVisible();
    const input = (await field.boundingBox())!;
    const sign = (await field.locator("xpath=..").getByText("€", { exact: true }).boundingBox())!;
    return sign.x < input.x ? "before" : "after";
  };
  // "€12.50" in English, "12,50 €" in French.
  expect(await signSide("/dashboard/invoice/new", "Unit price")).toBe("before");
  expect(await signSide("/fr/dashboard/invoice/new", "Prix unitaire")).toBe("after");
});
