import "server-only";
import { AppError } from "@/lib/api/errors";
import { findService } from "@/lib/content/services";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readRates, type Rates } from "@/lib/pricing/rates";
import { V, withValues } from "@/lib/validation/messages";

export const categorySelect = {
  id: true,
  type: true,
  name: true,
  slug: true,
  description: true,
  rates: true,
  retiredAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CategorySelect;

type StoredCategory = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;

// The rates travel parsed (lib/pricing/rates.ts); a stored value that no
// longer parses reads as none.
export function toCategory({ rates, ...row }: StoredCategory) {
  return { ...row, rates: readRates(rates) };
}

export type CategoryRow = ReturnType<typeof toCategory>;

// Rates belong to one of the site's services and must be of its kind: a
// house is priced by rooms, an office by floor area (lib/content/services.ts).
export function assertRatesFit(slug: string, rates: Rates | null | undefined): void {
  if (!rates) return;
  const service = findService(slug);
  if (!service) {
    throw new AppError("BAD_REQUEST", "Only the site's services can have rates.", {
      fields: { rates: V.ratesNoService },
    });
  }
  if (service.pricing !== rates.basis) {
    throw new AppError("BAD_REQUEST", "These rates do not fit the service.", {
      fields: { rates: withValues(V.ratesBasis, { basis: service.pricing }) },
    });
  }
}

// Two names with the same slug ("Office cleaning", "office-cleaning") would
// give two pages at one address: the second is refused, naming the name.
export const slugTaken = () =>
  new AppError("CONFLICT", V.categoryNameTaken, {
    fields: { name: V.categoryNameTaken },
  });
