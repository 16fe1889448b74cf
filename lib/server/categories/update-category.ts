import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { CATEGORY_TYPE, slugify, type TUpdateCategory } from "@/lib/validation/categories";
import { assertRatesFit, categorySelect, slugTaken, toCategory, type CategoryRow } from "./category-select";

export type UpdateCategoryOptions = { actor: SessionUser; input: TUpdateCategory };

// Renaming a category moves its slug with it; `retired` retires or restores it. Rows of a type other than
// 'Services' are not kept by the product (spec §3), so they answer 404 here too.
export async function updateCategory({ actor, input }: UpdateCategoryOptions): Promise<CategoryRow> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can change categories.");
  const stored = await db.category.findFirst({
    where: { id: input.id, type: CATEGORY_TYPE },
    select: { id: true, slug: true },
  });
  if (!stored) throw new AppError("NOT_FOUND", "The category was not found.");
  const slug = input.name === undefined ? undefined : slugify(input.name);
  assertRatesFit(slug ?? stored.slug, input.rates);
  if (slug) {
    const owner = await db.category.findUnique({ where: { slug }, select: { id: true } });
    if (owner && owner.id !== stored.id) throw slugTaken();
  }
  try {
    const row = await db.category.update({
      where: { id: stored.id },
      data: {
        ...(input.name !== undefined && { name: input.name, slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.retired !== undefined && { retiredAt: input.retired ? new Date() : null }),
        ...(input.rates !== undefined && { rates: input.rates ?? Prisma.DbNull }),
      },
      select: categorySelect,
    });
    return toCategory(row);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw slugTaken();
    throw error;
  }
}
