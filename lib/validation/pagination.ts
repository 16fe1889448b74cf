import { z } from "zod";

// Lists page by 100 by default (spec §9); callers may ask for fewer.
export const PAGE_SIZE = 100;

export const ZPage = z.object({
  pageNumber: z.coerce.number({ error: "invalid" }).int("invalid").min(1, "invalid").default(1),
  pageSize: z.coerce
    .number({ error: "invalid" })
    .int("invalid")
    .min(1, "invalid")
    .max(PAGE_SIZE, "invalid")
    .default(PAGE_SIZE),
});

export type TPage = z.infer<typeof ZPage>;

export type TPaged<T> = { data: T[]; totalRecords: number };
