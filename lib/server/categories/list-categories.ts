import "server-only";
import { db } from "@/lib/server/db";
import { CATEGORY_TYPE, type TListCategories } from "@/lib/validation/categories";
import type { TPaged } from "@/lib/validation/pagination";
import { categorySelect, toCategory, type CategoryRow } from "./category-select";

export type ListCategoriesOptions = { page: TListCategories };

// Public: the marketing site lists the services (spec §6). Only type
// 'Services' is kept (spec §3); rows of another type are not shown. Retired
// ones only on request (the office's screen): nothing secret, just not offered.
export async function listCategories({ page }: ListCategoriesOptions): Promise<TPaged<CategoryRow>> {
  const where = { type: CATEGORY_TYPE, ...(!page.includeRetired && { retiredAt: null }) };
  const [data, totalRecords] = await db.$transaction([
    db.category.findMany({
      where,
      select: categorySelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page.pageNumber - 1) * page.pageSize,
      take: page.pageSize,
    }),
    db.category.count({ where }),
  ]);
  return { data: data.map(toCategory), totalRecords };
}
