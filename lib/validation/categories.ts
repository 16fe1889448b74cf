import { z } from "zod";
import { ZRates } from "@/lib/pricing/rates";
import { ZById, zClearableText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage } from "./pagination";

// Only categories of type 'Services' are kept (spec §3).
export const CATEGORY_TYPE = "Services";

const zType = z.literal(CATEGORY_TYPE, { error: V.categoryType });

// null or "" clears the description; absent leaves it alone.
const zDescription = zClearableText(1000, { multiline: true });

// "End-of-Tenancy Cleaning" → "end-of-tenancy-cleaning"; accents are dropped.
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const zName = zRequiredText(100).refine((name) => slugify(name) !== "", V.nameNeedsLetter);

export const ZCreateCategory = z.object({
  name: zName,
  description: zDescription,
  type: zType.default(CATEGORY_TYPE),
  // The quote's estimate (lib/pricing/rates.ts); null or absent: none.
  rates: ZRates.nullable().optional(),
});
export type TCreateCategory = z.infer<typeof ZCreateCategory>;

export const ZUpdateCategory = z.object({
  id: z.uuid({ error: V.uuid }),
  name: zName.optional(),
  description: zDescription,
  type: zType.optional(),
  // null clears the rates; absent leaves them alone.
  rates: ZRates.nullable().optional(),
  // Retired: kept on the jobs and enquiries that name it, no longer offered.
  retired: z.boolean({ error: V.invalid }).optional(),
});
export type TUpdateCategory = z.infer<typeof ZUpdateCategory>;

// The public list shows what is offered; the office's screen asks for the
// retired ones too.
export const ZListCategories = ZPage.extend({
  includeRetired: z
    .enum(["true", "false"], { error: V.invalid })
    .optional()
    .transform((value) => value === "true"),
});
export type TListCategories = z.infer<typeof ZListCategories>;

export const ZCategoryId = ZById;
