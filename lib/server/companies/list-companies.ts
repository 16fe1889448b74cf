import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TPage, TPaged } from "@/lib/validation/pagination";
import { companySelect, type CompanyRow } from "./company-select";

export type ListCompaniesOptions = { actor: SessionUser; page: TPage };

// The office sees every company; a client sees only their own (the company
// profile screen); cleaners work on jobs, not on customers' companies.
export async function listCompanies({ actor, page }: ListCompaniesOptions): Promise<TPaged<CompanyRow>> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see companies.");
  const where: Prisma.CompanyWhereInput = isStaff(actor.role) ? {} : { id: actor.companyId ?? "" };
  const [data, totalRecords] = await db.$transaction([
    db.company.findMany({
      where,
      select: companySelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page.pageNumber - 1) * page.pageSize,
      take: page.pageSize,
    }),
    db.company.count({ where }),
  ]);
  return { data, totalRecords };
}
