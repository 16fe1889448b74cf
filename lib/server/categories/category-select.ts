import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export const categorySelect = {
  id: true,
  type: true,
  name: true,
  slug: true,
  description: true,
  retiredAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CategorySelect;

export type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;

// Two names with the same slug ("Office cleaning", "office-cleaning") would
// give two pages at one address: the second is refused, naming the name.
export const slugTaken = () =>
  new AppError("CONFLICT", "A category with this name already exists.", {
    fields: { name: "A category with this name already exists." },
  });
