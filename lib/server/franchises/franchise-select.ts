import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { containsText } from "@/lib/server/sql/dialect";
import { personSelect, toPersonRef } from "@/lib/server/leads/lead-notes";

// What the office's screens get of a franchise request.
export const franchiseSelect = {
  id: true,
  firstName: true,
  lastName: true,
  phone: true,
  address: true,
  postCode: true,
  email: true,
  messageDescription: true,
  status: true,
  statusChangedAt: true,
  statusChangedBy: personSelect,
  createdAt: true,
  _count: { select: { notes: true } },
} satisfies Prisma.FranchiseEnquirySelect;

type FranchiseRow = Prisma.FranchiseEnquiryGetPayload<{ select: typeof franchiseSelect }>;

export const toFranchiseRequest = ({ statusChangedBy, _count, ...row }: FranchiseRow) => ({
  ...row,
  statusChangedBy: toPersonRef(statusChangedBy),
  noteCount: _count.notes,
});

export type FranchiseRequest = ReturnType<typeof toFranchiseRequest>;

// The list's search: every word in the name, e-mail, phone or post code.
export function franchiseWhere(filter: { search?: string; status?: string }): Prisma.FranchiseEnquiryWhereInput {
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  return {
    AND: [
      filter.status ? { status: filter.status as Prisma.EnumLeadStatusFilter["equals"] } : {},
      ...words.map((word) => ({
        OR: (["firstName", "lastName", "email", "phone", "postCode"] as const).map((field) => ({
          [field]: containsText(word),
        })),
      })),
    ],
  };
}
