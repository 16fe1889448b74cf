import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { slugify, type TCreateCategory } from "@/lib/validation/categories";
import { assertRatesFit, categorySelect, slugTaken, toCategory, type CategoryRow } from "./category-select";

export type CreateCategoryOptions = { actor: SessionUser; input: TCreateCategory };

// The office maintains the list of services.
export async function createCategory({ actor, input }: CreateCategoryOptions): Promise<CategoryRow> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can change categories.");
  const slug = slugify(input.name);
  assertRatesFit(slug, input.rates);
  if (await db.category.findUnique({ where: { slug }, select: { id: true } })) throw slugTaken();
  try {
    const row = await db.category.create({
      data: {
        name: input.name,
        slug,
        description: input.description ?? null,
        type: input.type,
        rates: input.rates ?? Prisma.DbNull,
      },
      select: categorySelect,
    });
    return toCategory(row);
  } catch (error) {
    // The same name sent twice at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw slugTaken();
    throw error;
  }
}
