import { z } from "zod";
import { V, withValues } from "@/lib/validation/messages";

// The office's rates for the quote's instant estimate, kept with each
// Services category (Category.rates) and edited on the Categories screen.
// Amounts are whole cents BEFORE VAT, as the office invoices them; the
// estimate adds VAT (lib/pricing/estimate.ts). A service whose category has
// no rates shows no estimate: the site never invents a price.

export const FREQUENCIES = ["once", "weekly", "fortnightly", "monthly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const REGULAR_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;

export const EXTRAS = ["oven", "windows", "fridge"] as const;
export type Extra = (typeof EXTRAS)[number];

export const PRICING_BASES = ["home", "area"] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

const MAX_CENTS = 1_000_000; // €10,000 for one item of a visit

const zCents = (min = 0) =>
  z
    .int({ error: V.wholeCents })
    .min(min, min > 0 ? withValues(V.atLeast, { min }) : V.notNegative)
    .max(MAX_CENTS, withValues(V.atMost, { max: MAX_CENTS }));

const zPercent = (max: number) =>
  z.int({ error: V.wholeNumber }).min(0, V.notNegative).max(max, withValues(V.atMost, { max }));

// The estimate's upper end: the starting price plus this share, for what a
// visit may need beyond the visitor's answers.
const zSpread = zPercent(100);

export const ZHomeRates = z.object({
  basis: z.literal("home"),
  // A visit to a home with one bedroom and one bathroom.
  visitCents: zCents(1),
  // Each bedroom and each bathroom after the first.
  bedroomCents: zCents(),
  bathroomCents: zCents(),
  // An extra the office does not offer with this service is null.
  extras: z.object({ oven: zCents().nullable(), windows: zCents().nullable(), fridge: zCents().nullable() }),
  // Off each visit of a regular clean.
  discountPercent: z.object({ weekly: zPercent(50), fortnightly: zPercent(50), monthly: zPercent(50) }),
  spreadPercent: zSpread,
});

export const ZAreaRates = z.object({
  basis: z.literal("area"),
  // Per square metre of floor, per visit.
  sqmCents: zCents(1),
  // The least a visit costs, however small the floor.
  minimumCents: zCents(),
  spreadPercent: zSpread,
});

export const ZRates = z.discriminatedUnion("basis", [ZHomeRates, ZAreaRates], { error: V.invalid });

export type HomeRates = z.infer<typeof ZHomeRates>;
export type AreaRates = z.infer<typeof ZAreaRates>;
export type Rates = z.infer<typeof ZRates>;

// Rates as stored (a JSON column): anything that no longer parses counts as
// "no rates", so a bad row hides the estimate rather than showing a wrong one.
export function readRates(stored: unknown): Rates | null {
  if (stored === null || stored === undefined) return null;
  const parsed = ZRates.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
