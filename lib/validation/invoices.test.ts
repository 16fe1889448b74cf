import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ZCreateInvoice,
  ZInvoiceSummary,
  ZUpdateInvoice,
  ZListInvoices,
  computeInvoiceTotals,
  computeVatBreakdown,
  shareDiscount,
} from "./invoices";

const line = (quantity: number, unitPriceCents: number, vatRateBp?: number) => ({
  description: "Line",
  quantity,
  unitPriceCents,
  ...(vatRateBp !== undefined && { vatRateBp }),
});

function totals(
  items: ReturnType<typeof line>[],
  extra: { discountCents?: number; shippingCents?: number; taxRateBp?: number } = {},
) {
  const result = computeInvoiceTotals({ items, discountCents: 0, shippingCents: 0, taxRateBp: 1350, ...extra });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  const { subTotalCents, taxCents, totalCents, vatBreakdown } = result.totals;
  return { subTotalCents, taxCents, totalCents, vatBreakdown };
}

describe("computeInvoiceTotals", () => {
  it("taxes each line at its own rate and adds the rates up, in cents", () => {
    expect(totals([line(2, 5000, 1350), line(1, 2000, 2300), line(3, 1000, 0)])).toEqual({
      subTotalCents: 15_000,
      taxCents: 1350 + 460,
      totalCents: 15_000 + 1810,
      vatBreakdown: [
        { rateBp: 0, netCents: 3000, vatCents: 0 },
        { rateBp: 1350, netCents: 10_000, vatCents: 1350 },
        { rateBp: 2300, netCents: 2000, vatCents: 460 },
      ],
    });
  });

  it("gives a line without a rate the invoice's taxRateBp, and keeps the lines in order", () => {
    const result = computeInvoiceTotals({
      items: [line(1, 1000), line(1, 1000, 900)],
      discountCents: 0,
      shippingCents: 0,
      taxRateBp: 2300,
    });
    expect(result.ok && result.totals.items.map((item) => [item.position, item.vatRateBp, item.totalCents])).toEqual([
      [0, 2300, 1000],
      [1, 900, 1000],
    ]);
  });

  it("rounds half up once per rate, not per line", () => {
    expect(totals([line(1, 100, 1350)]).taxCents).toBe(14); // 13.5
    expect(totals([line(1, 50, 900)]).taxCents).toBe(5); // 4.5
    expect(totals([line(1, 10, 1350)]).taxCents).toBe(1); // 1.35
    expect(totals([line(1, 3, 1350)]).taxCents).toBe(0); // 0.405
    expect(totals([line(1, 150, 2300)]).taxCents).toBe(35); // 34.5
    // 2 × 13.5 = 27 on the rate's 200 cents, where rounding each line would make 28.
    expect(totals([line(1, 100, 1350), line(1, 100, 1350)]).vatBreakdown).toEqual([
      { rateBp: 1350, netCents: 200, vatCents: 27 },
    ]);
  });

  it("shares the discount across the rates in proportion to their nets", () => {
    expect(totals([line(2, 5000, 1350), line(1, 2000, 2300)], { discountCents: 1200 })).toEqual({
      subTotalCents: 12_000,
      taxCents: 1215 + 414,
      totalCents: 12_000 - 1200 + 1629,
      vatBreakdown: [
        { rateBp: 1350, netCents: 9000, vatCents: 1215 },
        { rateBp: 2300, netCents: 1800, vatCents: 414 },
      ],
    });
  });

  it("hands the cents left over by the shares to the largest remainders", () => {
    // 1000 × 3333 / 10000 = 333.3 and 1000 × 6667 / 10000 = 666.7: the last cent goes to 666.7.
    expect(totals([line(1, 3333, 1350), line(1, 6667, 2300)], { discountCents: 1000 }).vatBreakdown).toEqual([
      { rateBp: 1350, netCents: 3000, vatCents: 405 },
      { rateBp: 2300, netCents: 6000, vatCents: 1380 },
    ]);
  });

  it("taxes shipping at 23 %, in the 23 % goods' bucket or in its own", () => {
    expect(totals([line(1, 10_000, 2300)], { shippingCents: 500 })).toMatchObject({
      taxCents: 2415,
      totalCents: 12_915,
      vatBreakdown: [{ rateBp: 2300, netCents: 10_500, vatCents: 2415 }],
    });
    expect(totals([line(1, 10_000, 1350)], { shippingCents: 500 })).toMatchObject({
      taxCents: 1350 + 115,
      totalCents: 10_000 + 500 + 1465,
      vatBreakdown: [
        { rateBp: 1350, netCents: 10_000, vatCents: 1350 },
        { rateBp: 2300, netCents: 500, vatCents: 115 },
      ],
    });
    // The discount is never shared with shipping: it is taken off the lines only.
    expect(totals([line(1, 5000, 1350)], { discountCents: 5000, shippingCents: 250 })).toMatchObject({
      taxCents: 58, // 57.5
      totalCents: 308,
      vatBreakdown: [
        { rateBp: 1350, netCents: 0, vatCents: 0 },
        { rateBp: 2300, netCents: 250, vatCents: 58 },
      ],
    });
  });

  it("answers the fields that make the invoice impossible", () => {
    const refused = (items: ReturnType<typeof line>[], extra: object = {}) => {
      const result = computeInvoiceTotals({ items, discountCents: 0, shippingCents: 0, taxRateBp: 1350, ...extra });
      return result.ok ? null : result.fields;
    };
    expect(refused([line(1, 1000)], { discountCents: 1001 })).toEqual({ discountCents: "discountTooLarge" });
    expect(refused([line(1000, 10_000_000)])).toEqual({ items: "invoiceTooLarge" });
    // A line left without a rate takes the invoice's, which must be one of the rates offered.
    expect(refused([line(1, 1000, 2300), line(1, 1000)], { taxRateBp: 1000 })).toEqual({
      "items.1.vatRateBp": "vatRate",
    });
    expect(refused([line(1, 1000, 2300)], { taxRateBp: 1000 })).toBeNull();
  });
});

describe("shareDiscount", () => {
  it("adds up to the discount exactly, ties going to the lower rate", () => {
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareDiscount([100, 200, 700], 10)).toEqual([1, 2, 7]);
    expect(shareDiscount([0, 500], 100)).toEqual([0, 100]);
    expect(shareDiscount([500, 500], 0)).toEqual([0, 0]);
  });

  it("stays exact where the products pass 2^53", () => {
    // 500,000,000 × 999,999,997 / 999,999,999 is 499,999,998.999…, which floating point rounds up.
    expect(shareDiscount([999_999_997, 2], 500_000_000)).toEqual([499_999_999, 1]);
  });

  it("always adds up, each share within a cent of its proportion and never above its net", () => {
    const nets = fc.array(fc.integer({ min: 0, max: 250_000_000 }), { minLength: 1, maxLength: 4 });
    const cases = nets.chain((list) =>
      fc.tuple(fc.constant(list), fc.integer({ min: 0, max: list.reduce((sum, net) => sum + net, 0) })),
    );
    fc.assert(
      fc.property(cases, ([list, discount]) => {
        const shares = shareDiscount(list, discount);
        const subTotal = BigInt(list.reduce((sum, net) => sum + net, 0));
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
        shares.forEach((share, index) => {
          expect(share).toBeLessThanOrEqual(list[index]!);
          if (subTotal > 0n) {
            const floor = Number((BigInt(discount) * BigInt(list[index]!)) / subTotal);
            expect(share - floor).toBeGreaterThanOrEqual(0);
            expect(share - floor).toBeLessThanOrEqual(1);
          }
        });
      }),
    );
  });
});

describe("computeVatBreakdown", () => {
  it("leaves shipping untaxed for invoices saved before per-line VAT (shippingRateBp null)", () => {
    const lines = [{ vatRateBp: 1350, totalCents: 10_000 }];
    expect(computeVatBreakdown({ lines, discountCents: 0, shippingCents: 500, shippingRateBp: null })).toEqual({
      taxCents: 1350,
      vatBreakdown: [{ rateBp: 1350, netCents: 10_000, vatCents: 1350 }],
    });
  });
});

describe("invoice schemas", () => {
  const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join("."));

  it("accepts the four VAT rates on a line and refuses any other, naming the line's field", () => {
    const body = (vatRateBp: unknown) => ({
      clientId: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11",
      items: [line(1, 100), { ...line(1, 100), vatRateBp }],
    });
    for (const rate of [0, 900, 1350, 2300]) expect(ZCreateInvoice.safeParse(body(rate)).success).toBe(true);
    for (const rate of [1000, 2301, -1, "1350", 13.5, null]) {
      expect(paths(ZCreateInvoice.safeParse(body(rate)))).toEqual(["items.1.vatRateBp"]);
    }
  });

  it("refuses a discount over the subtotal before sending, naming the discount (the form stops there)", () => {
    const body = { clientId: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11", items: [line(2, 5000)] };
    const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(ZCreateInvoice.safeParse({ ...body, discountCents: 10_000 }).success).toBe(true);
    expect(messages(ZCreateInvoice.safeParse({ ...body, discountCents: 10_001 }))).toEqual([
      "discountCents:discountTooLarge",
    ]);
    const edit = { id: "0d5e2a4c-3b6f-4c8d-9e1f-2a3b4c5d6e7f", ...body, discountCents: 10_001 };
    expect(messages(ZUpdateInvoice.safeParse(edit))).toEqual(["discountCents:discountTooLarge"]);
    // An update sending the discount alone is checked by the service, with the stored lines.
    expect(ZUpdateInvoice.safeParse({ id: edit.id, discountCents: 10_001 }).success).toBe(true);
    // A line whose number is not one yet says so itself.
    expect(paths(ZCreateInvoice.safeParse({ ...body, items: [line(Number.NaN, 5000)], discountCents: 1 }))).toEqual([
      "items.0.quantity",
    ]);
  });

  it("says an empty client is required, and takes a cleared job as none", () => {
    const items = [line(1, 100)];
    const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(messages(ZCreateInvoice.safeParse({ clientId: "", items }))).toEqual(["clientId:required"]);
    expect(messages(ZCreateInvoice.safeParse({ clientId: "42", items }))).toEqual(["clientId:uuid"]);
    const withoutJob = ZCreateInvoice.safeParse({
      clientId: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11",
      jobId: null,
      items,
    });
    expect(withoutJob.success).toBe(true);
  });

  it("takes issue days from and to, both included, and refuses to before from naming to", () => {
    expect(ZListInvoices.parse({ from: "2026-03-01", to: "2026-03-01" })).toMatchObject({
      from: new Date("2026-03-01T00:00:00.000Z"),
      to: new Date("2026-03-01T00:00:00.000Z"),
      sortBy: "createdAt",
      sortDir: "desc",
    });
    expect(paths(ZListInvoices.safeParse({ from: "2026-03-02", to: "2026-03-01" }))).toEqual(["to"]);
    expect(paths(ZInvoiceSummary.safeParse({ from: "2026-03-02", to: "2026-03-01" }))).toEqual(["to"]);
    expect(paths(ZListInvoices.safeParse({ sortBy: "clientId" }))).toEqual(["sortBy"]);
  });
});
