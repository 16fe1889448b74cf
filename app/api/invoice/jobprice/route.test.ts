import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceSlug } from "@/lib/content/services";
import type { QuoteFactsInput } from "@/lib/pricing/estimate";
import type { Rates } from "@/lib/pricing/rates";
import { db } from "@/lib/server/db";
import { bearerFor, createClient } from "@/tests/fixtures/invoices";
import { AREA_RATES, createQuotedEnquiry, HOME_RATES } from "@/tests/fixtures/pricing";
import { apiRequest } from "@/tests/helpers";
import { GET as jobPriceRoute } from "./route";

// GET /api/invoice/jobPrice: one visit's price of a job, for "Invoice this job".

const [home, area] = [HOME_RATES, AREA_RATES];

let clientId: string;
let admin: string | undefined;

beforeAll(async () => {
  clientId = (await createClient()).id;
  admin = await bearerFor("Administrator");
  await db.category.create({ data: { name: "House Cleaning", slug: "house-cleaning", rates: home } });
  await db.category.create({ data: { name: "Office Cleaning", slug: "office-cleaning", rates: area } });
  await db.category.create({ data: { name: "Carpet Cleaning", slug: "carpet-cleaning" } });
});

const newJob = (service: string, seriesId?: string) =>
  db.job.create({
    data: { title: "Weekly clean", description: "", location: "4 Patrick Street, Cork", service, clientId, seriesId },
  });

// An enquiry sent with the quote's answers, converted into this job.
const quoteFor = (jobId: string, answers: QuoteFactsInput, rates: Partial<Record<ServiceSlug, Rates>> = {}) =>
  createQuotedEnquiry({ jobId, answers, rates, preferredDate: "2027-03-02", preferredWindow: "morning" });

// As the caller given (undefined: nobody signed in).
const ask = async (id: string, bearer: string | undefined) => {
  const response = await jobPriceRoute(apiRequest(`/api/invoice/jobPrice?id=${id}`, { bearer }));
  return { status: response.status, body: await response.json() };
};
const price = (id: string) => ask(id, admin);

const threeBedWeekly: QuoteFactsInput = {
  services: ["house-cleaning"],
  bedrooms: 3,
  bathrooms: 2,
  frequency: "weekly",
  extras: ["oven"],
};

describe("GET /api/invoice/jobPrice", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const job = await newJob("House Cleaning");
    expect((await ask(job.id, await bearerFor(role))).status).toBe(status);
  });

  it("prices a home's visit from today's rates and the quote's answers, and returns the quote", async () => {
    const job = await newJob("House Cleaning");
    const enquiry = await quoteFor(job.id, threeBedWeekly);
    const { status, body } = await price(job.id);
    expect(status).toBe(200);
    // (6000 + 2 × 1500 + 1 × 1000 + 3000) less 15 % for a weekly clean.
    expect(body).toMatchObject({ jobId: job.id, service: "House Cleaning", unitPriceCents: 11050, reason: "priced" });
    expect(body.quote).toMatchObject({
      enquiryId: enquiry.id,
      preferredDate: "2027-03-02",
      preferredWindow: "morning",
      estimate: { facts: { bedrooms: 3, bathrooms: 2, frequency: "weekly", extras: ["oven"] } },
    });
    // The estimate the visitor saw: 11050 + 13.5 % VAT = 12541.75, from €125.
    expect(body.quote.estimate.estimate.lines[0]).toMatchObject({ slug: "house-cleaning", lowCents: 12500 });
  });

  it("prices an office's visit by its floor area, the least a visit costs at least", async () => {
    const big = await newJob("Office Cleaning");
    await quoteFor(
      big.id,
      { services: ["office-cleaning"], areaSqm: 120, visitsPerWeek: 3 },
      { "office-cleaning": area },
    );
    expect((await price(big.id)).body).toMatchObject({ unitPriceCents: 18000, reason: "priced" });
    const small = await newJob("Office Cleaning");
    await quoteFor(
      small.id,
      { services: ["office-cleaning"], areaSqm: 20, visitsPerWeek: 1 },
      { "office-cleaning": area },
    );
    expect((await price(small.id)).body).toMatchObject({ unitPriceCents: 8000, reason: "priced" });
  });

  it("uses the rates of today, not those of the day of the quote", async () => {
    const job = await newJob("House Cleaning");
    await quoteFor(job.id, threeBedWeekly);
    await db.category.update({ where: { slug: "house-cleaning" }, data: { rates: { ...home, visitCents: 7000 } } });
    try {
      expect((await price(job.id)).body.unitPriceCents).toBe(11900); // 14000 less 15 %
    } finally {
      await db.category.update({ where: { slug: "house-cleaning" }, data: { rates: home } });
    }
  });

  it("prices a recurring job's visit from the quote of its series", async () => {
    const series = await db.jobSeries.create({
      data: {
        frequencyWeeks: 1,
        title: "Weekly clean",
        description: "",
        location: "4 Patrick Street, Cork",
        service: "House Cleaning",
        clientId,
        startDate: new Date("2027-03-02T00:00:00Z"),
        startTime: "09:00",
      },
    });
    const first = await newJob("House Cleaning", series.id);
    const enquiry = await quoteFor(first.id, threeBedWeekly);
    const third = await newJob("House Cleaning", series.id);
    expect((await price(third.id)).body).toMatchObject({
      unitPriceCents: 11050,
      reason: "priced",
      quote: { enquiryId: enquiry.id },
    });
  });

  it("says why there is no price: no quote, no rates for the service, or the quote did not ask what it needs", async () => {
    const byHand = await newJob("House Cleaning");
    expect((await price(byHand.id)).body).toMatchObject({ unitPriceCents: null, reason: "noQuote", quote: null });

    const carpet = await newJob("Carpet Cleaning");
    const carpetQuote = await quoteFor(carpet.id, { ...threeBedWeekly, services: ["carpet-cleaning"] });
    expect((await price(carpet.id)).body).toMatchObject({
      unitPriceCents: null,
      reason: "noRates",
      quote: { enquiryId: carpetQuote.id },
    });

    // A quote for an office (floor area) turned into a house-cleaning job: no rooms to price.
    const house = await newJob("House Cleaning");
    await quoteFor(house.id, { services: ["office-cleaning"], areaSqm: 120, visitsPerWeek: 1 });
    expect((await price(house.id)).body).toMatchObject({ unitPriceCents: null, reason: "missingFacts" });

    // A quote sent without answers keeps no estimate.
    const silent = await newJob("House Cleaning");
    await db.enquiry.create({
      data: {
        id: randomUUID(),
        email: "a@example.ie",
        phone: "087 123 4567",
        address: "Cork",
        postCode: "T12",
        jobId: silent.id,
      },
    });
    expect((await price(silent.id)).body).toMatchObject({ reason: "noQuote", quote: null });
  });

  it("names the invoices the job is on already, as their job or on a line, so the form warns before billing twice", async () => {
    const job = await newJob("House Cleaning");
    expect((await price(job.id)).body.invoices).toEqual([]);
    const asJob = await db.invoice.create({
      data: {
        invoiceNumber: `INV-T-${randomUUID().slice(0, 8)}`,
        issueDate: new Date("2027-01-01"),
        dueDate: new Date("2027-01-31"),
        subTotalCents: 0,
        taxCents: 0,
        totalCents: 0,
        clientId,
        jobId: job.id,
      },
    });
    const onLine = await db.invoice.create({
      data: {
        invoiceNumber: `INV-T-${randomUUID().slice(0, 8)}`,
        issueDate: new Date("2027-02-01"),
        dueDate: new Date("2027-02-28"),
        subTotalCents: 0,
        taxCents: 0,
        totalCents: 0,
        clientId,
        items: {
          create: { position: 0, description: "Visit", quantity: 1, unitPriceCents: 0, totalCents: 0, jobId: job.id },
        },
      },
    });
    expect((await price(job.id)).body.invoices).toEqual([
      { id: asJob.id, invoiceNumber: asJob.invoiceNumber },
      { id: onLine.id, invoiceNumber: onLine.invoiceNumber },
    ]);
  });

  it("answers 404 for an unknown job and 400 naming a bad id", async () => {
    expect((await price(randomUUID())).status).toBe(404);
    const bad = await price("JOB-1");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["query.id"]);
  });
});
