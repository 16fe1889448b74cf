import { z } from "zod";
import { V } from "./messages";

// Lists page by 100 by default (spec §9); callers may ask for fewer.
export const PAGE_SIZE = 100;

// Far beyond any list's end (a hundred million rows at 100 a page), and low
// enough that the offset a page makes stays an exact number for SQLite.
export const MAX_PAGE_NUMBER = 1_000_000;

export const ZPage = z.object({
  pageNumber: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(MAX_PAGE_NUMBER, V.invalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(PAGE_SIZE, V.invalid)
    .default(PAGE_SIZE),
});

export type TPage = z.infer<typeof ZPage>;

export type TPaged<T> = { data: T[]; totalRecords: number };

// The sort of a list: one of the columns the service can order by (each
// backed by an index or small enough not to need one), and a direction. The
// back office's lists send the grid's sort as sortBy/sortDir.
export function zSort<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: { sortBy: F[number]; sortDir: "asc" | "desc" },
) {
  return {
    sortBy: z.enum(fields, { error: V.invalid }).default(defaults.sortBy as never),
    sortDir: z.enum(["asc", "desc"], { error: V.invalid }).default(defaults.sortDir),
  };
}
