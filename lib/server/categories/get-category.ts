import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import { CATEGORY_TYPE } from "@/lib/validation/categories";
import { categorySelect, toCategory, type CategoryRow } from "./category-select";

// One service category, retired or not; like the list, public (spec §6).
export async function getCategoryById(id: string): Promise<CategoryRow> {
  const category = await db.category.findFirst({ where: { id, type: CATEGORY_TYPE }, select: categorySelect });
  if (!category) throw new AppError("NOT_FOUND", "The category was not found.");
  return toCategory(category);
}
