import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { containsText } from "@/lib/server/sql/dialect";
import type { TListCompanies } from "@/lib/validation/companies";
import type { TPaged } from "@/lib/validation/pagination";
import { companySelect, type CompanyRow } from "./company-select";

export type ListCompaniesOptions = { actor: SessionUser; filter: TListCompanies };

// The office sees every company; a client sees only their own (the company
// profile screen); cleaners work on jobs, not on customers' companies. A
// search keeps the names containing every one of its words (ASCII letters in
// any case: ../sql/dialect.ts), so the
// office can pick one from a long list.
export async function listCompanies({ actor, filter }: ListCompaniesOptions): Promise<TPaged<CompanyRow>> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see companies.");
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  const where: Prisma.CompanyWhereInput = {
    AND: [
      isStaff(actor.role) ? {} : { id: actor.companyId ?? "" },
      ...words.map((word) => ({ name: containsText(word) })),
    ],
  };
  const [data, totalRecords] = await db.$transaction([
    db.company.findMany({
      where,
      select: companySelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.company.count({ where }),
  ]);
  return { data, totalRecords };
}
