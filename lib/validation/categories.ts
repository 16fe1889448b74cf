import { z } from "zod";
import { zClearableText, zRequiredText } from "./fields";
import { V } from "./messages";

// Only categories of type 'Services' are kept (spec §3).
export const CATEGORY_TYPE = "Services";

const zType = z.literal(CATEGORY_TYPE, { error: `Only the type "${CATEGORY_TYPE}" is kept.` });

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

const zName = zRequiredText(100).refine((name) => slugify(name) !== "", "Use at least one letter or digit.");

export const ZCreateCategory = z.object({
  name: zName,
  description: zDescription,
  type: zType.default(CATEGORY_TYPE),
});
export type TCreateCategory = z.infer<typeof ZCreateCategory>;

export const ZUpdateCategory = z.object({
  id: z.uuid({ error: V.uuid }),
  name: zName.optional(),
  description: zDescription,
  type: zType.optional(),
});
export type TUpdateCategory = z.infer<typeof ZUpdateCategory>;
