import "server-only";
import { db } from "@/lib/server/db";
import { CATEGORY_TYPE } from "@/lib/validation/categories";
import type { TPage, TPaged } from "@/lib/validation/pagination";
import { categorySelect, type CategoryRow } from "./category-select";

export type ListCategoriesOptions = { page: TPage };

// Public: the marketing site lists the services (spec §6). Only type
// 'Services' is kept (spec §3); rows of another type are not shown.
export async function listCategories({ page }: ListCategoriesOptions): Promise<TPaged<CategoryRow>> {
  const where = { type: CATEGORY_TYPE };
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
  return { data, totalRecords };
}
