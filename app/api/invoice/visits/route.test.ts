import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_STAGE } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { fingerprint } from "@/tests/fingerprint";
import { bearerFor, createClient } from "@/tests/fixtures/invoices";
import { createQuotedEnquiry, HOME_RATES } from "@/tests/fixtures/pricing";
import { apiRequest } from "@/tests/helpers";
import { pdfTextItems } from "@/tests/pdf";
import { POST as createInvoiceRoute } from "../createinvoice/route";
import { POST as listInvoicesRoute } from "../invoices/route";
import { GET as pdfRoute } from "../pdf/route";
import { PUT as updateInvoiceRoute } from "../updateinvoice/route";
import { POST as visitsRoute } from "./route";

// A month of regular cleans on one invoice: POST /api/invoice/visits lists a
// client's visits done and not invoiced, and an invoice's lines name the
// visit they bill (items[].jobId), each visit once.

let admin: string | undefined;

beforeAll(async () => {
  admin = await bearerFor("Administrator");
  await db.category.create({ data: { name: "House Cleaning", slug: "house-cleaning", rates: HOME_RATES } });
});

// A visit of the client's: done (Completed) unless told, on a Dublin day at 09:00 (null: not scheduled).
const visit = (clientId: string, day: string | null, options: { stage?: number; seriesId?: string } = {}) =>
  db.job.create({
    data: {
      title: `Weekly clean ${day ?? "unscheduled"}`,
      description: "",
      location: "4 Patrick Street, Cork",
      service: "House Cleaning",
      clientId,
      stage: options.stage ?? JOB_STAGE.Completed,
      scheduledAt: day ? new Date(`${day}T09:00:00Z`) : null,
      seriesId: options.seriesId,
    },
  });

// As the caller given (undefined: nobody signed in); `list` as the office.
const ask = async (body: unknown, bearer: string | undefined) => {
  const response = await visitsRoute(apiRequest("/api/invoice/visits", { body, bearer }));
  return { status: response.status, body: await response.json() };
};
const list = (body: unknown) => ask(body, admin);
const visitIds = async (clientId: string) =>
  ((await list({ clientId })).body.data as { jobId: string }[]).map((row) => row.jobId);

const line = (jobId: string | null, description = "Weekly clean") => ({
  description,
  quantity: 1,
  unitPriceCents: 11050,
  vatRateBp: 1350,
  jobId,
});
const create = async (body: unknown) => {
  const response = await createInvoiceRoute(apiRequest("/api/invoice/createinvoice", { body, bearer: admin }));
  return { status: response.status, body: await response.json() };
};
const update = async (body: unknown) => {
  const response = await updateInvoiceRoute(
    apiRequest("/api/invoice/updateInvoice", { method: "PUT", body, bearer: admin }),
  );
  return { status: response.status, body: await response.json() };
};

describe("POST /api/invoice/visits", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const client = await createClient();
    expect((await ask({ clientId: client.id }, await bearerFor(role))).status).toBe(status);
  });

  it("lists the client's completed visits no invoice covers, oldest first, each priced from the series' quote", async () => {
    const client = await createClient();
    const other = await createClient();
    const series = await db.jobSeries.create({
      data: {
        frequencyWeeks: 1,
        title: "Weekly clean",
        description: "",
        location: "4 Patrick Street, Cork",
        service: "House Cleaning",
        clientId: client.id,
        startDate: new Date("2027-03-02T00:00:00Z"),
        startTime: "09:00",
      },
    });
    const third = await visit(client.id, "2027-03-16", { seriesId: series.id });
    const first = await visit(client.id, "2027-03-02", { seriesId: series.id });
    const second = await visit(client.id, "2027-03-09", { seriesId: series.id });
    const unscheduled = await visit(client.id, null);
    // Not listed: not done yet, another client's, or invoiced already (as its job, or on a line).
    await visit(client.id, "2027-03-23", { stage: JOB_STAGE.Pending });
    await visit(other.id, "2027-03-02");
    const asJob = await visit(client.id, "2027-02-23");
    await db.invoice.create({
      data: {
        invoiceNumber: `INV-T-${randomUUID().slice(0, 8)}`,
        issueDate: new Date(),
        dueDate: new Date(),
        subTotalCents: 0,
        taxCents: 0,
        totalCents: 0,
        clientId: client.id,
        jobId: asJob.id,
      },
    });
    const onLine = await visit(client.id, "2027-02-16");
    expect((await create({ clientId: client.id, items: [line(onLine.id)] })).status).toBe(200);

    // The series' quote, kept with its first visit.
    await createQuotedEnquiry({
      jobId: first.id,
      answers: { services: ["house-cleaning"], bedrooms: 3, bathrooms: 2, frequency: "weekly", extras: ["oven"] },
    });

    const { status, body } = await list({ clientId: client.id });
    expect(status).toBe(200);
    expect(body.totalRecords).toBe(4);
    expect(body.data.map((row: { jobId: string }) => row.jobId)).toEqual([
      first.id,
      second.id,
      third.id,
      unscheduled.id,
    ]);
    expect(body.data[1]).toEqual({
      jobId: second.id,
      title: "Weekly clean 2027-03-09",
      service: "House Cleaning",
      location: "4 Patrick Street, Cork",
      scheduledAt: "2027-03-09T09:00:00.000Z",
      unitPriceCents: 11050,
      reason: "priced",
    });
    // Not of the series, no quote.
    expect(body.data[3]).toMatchObject({ unitPriceCents: null, reason: "noQuote" });

    // Paged: two at a time.
    const page2 = await list({ clientId: client.id, pageNumber: 2, pageSize: 2 });
    expect(page2.body).toMatchObject({ totalRecords: 4 });
    expect(page2.body.data.map((row: { jobId: string }) => row.jobId)).toEqual([third.id, unscheduled.id]);
  });

  it("answers 400 naming a bad client id or page", async () => {
    const bad = await list({ clientId: "C-1", pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["clientId", "pageSize"]);
  });
});

describe("an invoice's lines name the visits they bill", () => {
  it("one invoice for several visits: each line keeps its visit, each visit's timeline says invoiced", async () => {
    const client = await createClient();
    const [a, b] = [await visit(client.id, "2027-04-06"), await visit(client.id, "2027-04-13")];
    const { status, body } = await create({
      clientId: client.id,
      items: [line(a.id, "6 April"), line(b.id, "13 April"), line(null, "Oven cleaner (goods)")],
    });
    expect(status).toBe(200);
    expect(body.items.map((item: { jobId: string | null }) => item.jobId)).toEqual([a.id, b.id, null]);
    expect(await visitIds(client.id)).toEqual([]);
    for (const job of [a, b]) {
      const events = await db.jobEvent.findMany({ where: { jobId: job.id, type: "invoiced" } });
      expect(events).toHaveLength(1);
    }
    // Its PDF states the period of the visits it bills.
    const pdf = await pdfRoute(apiRequest(`/api/invoice/pdf?id=${body.id}`, { bearer: admin }));
    expect((await pdfTextItems(Buffer.from(await pdf.arrayBuffer()))).join(" ")).toContain(
      "Period of service 6 April 2027 – 13 April 2027",
    );
    // A job's page lists the invoices with a line for it too.
    const byJob = await listInvoicesRoute(
      apiRequest("/api/invoice/invoices", { body: { jobId: b.id }, bearer: admin }),
    );
    expect(((await byJob.json()) as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([body.id]);
  });

  it("refuses a visit billed twice (two lines, or another invoice) and another client's visit, writing nothing", async () => {
    const client = await createClient();
    const stranger = await createClient();
    const [a, b] = [await visit(client.id, "2027-05-04"), await visit(client.id, "2027-05-11")];
    const theirs = await visit(stranger.id, "2027-05-04");
    const first = await create({ clientId: client.id, items: [line(a.id)] });
    expect(first.status).toBe(200);

    const before = await fingerprint();
    const twice = await create({ clientId: client.id, items: [line(b.id), line(b.id)] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toEqual({ "items.1.jobId": "This visit is already on another line." });
    const again = await create({ clientId: client.id, items: [line(b.id), line(a.id)] });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({
      "items.1.jobId": `This visit is already on invoice ${first.body.invoiceNumber}.`,
    });
    const notTheirs = await create({ clientId: client.id, items: [line(theirs.id)] });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.error.fields).toEqual({ "items.0.jobId": "Choose one of this client’s jobs." });
    expect(await fingerprint()).toBe(before);
  });

  it("two invoices sent at once for the same visit: one is made, the other refused; the database keeps one line", async () => {
    const client = await createClient();
    const visitOf = await visit(client.id, "2027-07-06");
    const answers = await Promise.all([
      create({ clientId: client.id, items: [line(visitOf.id, "First")] }),
      create({ clientId: client.id, items: [line(visitOf.id, "Second")] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.invoiceItem.count({ where: { jobId: visitOf.id } })).toBe(1);
    // Below the checks, the unique index refuses a second line for the visit.
    const made = answers.find((answer) => answer.status === 200)!.body;
    await expect(
      db.invoiceItem.create({
        data: {
          invoiceId: made.id,
          position: 9,
          description: "Again",
          quantity: 1,
          unitPriceCents: 0,
          totalCents: 0,
          jobId: visitOf.id,
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("an edit keeps its own visits, may not take another invoice's, and frees a visit whose line it removes", async () => {
    const client = await createClient();
    const [a, b, c] = [
      await visit(client.id, "2027-06-01"),
      await visit(client.id, "2027-06-08"),
      await visit(client.id, "2027-06-15"),
    ];
    const mine = (await create({ clientId: client.id, items: [line(a.id), line(b.id)] })).body;
    const theirs = (await create({ clientId: client.id, items: [line(c.id)] })).body;

    // Sent back as read: no change, no refusal.
    expect((await update({ id: mine.id, items: [line(a.id), line(b.id)] })).status).toBe(200);
    const taken = await update({ id: mine.id, items: [line(a.id), line(b.id), line(c.id)] });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({
      "items.2.jobId": `This visit is already on invoice ${theirs.invoiceNumber}.`,
    });
    // b's line removed: b can be invoiced again; a keeps its one event.
    expect((await update({ id: mine.id, items: [line(a.id)] })).status).toBe(200);
    expect(await visitIds(client.id)).toEqual([b.id]);
    expect(await db.jobEvent.count({ where: { jobId: a.id, type: "invoiced" } })).toBe(1);
  });
});
