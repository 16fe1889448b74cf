import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect as person, toPersonRef } from "@/lib/server/leads/lead-notes";
import { readStoredEstimate } from "@/lib/pricing/estimate";
import { splitSelectedServices } from "@/lib/validation/selected-services";

export const enquirySelect = {
  id: true,
  name: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  address: true,
  postCode: true,
  messageDescription: true,
  domainName: true,
  estimate: true,
  preferredDate: true,
  preferredWindow: true,
  locale: true,
  createdAt: true,
} satisfies Prisma.EnquirySelect;

export type EnquiryRow = Prisma.EnquiryGetPayload<{ select: typeof enquirySelect }>;

// What the office's screens get of an enquiry.
export const officeEnquirySelect = {
  ...enquirySelect,
  status: true,
  statusChangedAt: true,
  statusChangedBy: person,
  createdBy: person,
  clientId: true,
  jobId: true,
  _count: { select: { notes: true } },
} satisfies Prisma.EnquirySelect;

type OfficeEnquiryRow = Prisma.EnquiryGetPayload<{ select: typeof officeEnquirySelect }>;

export function displayName(row: Pick<EnquiryRow, "name" | "firstName" | "lastName">): string {
  return row.name ?? [row.firstName, row.lastName].filter(Boolean).join(" ");
}

// An enquiry as the office sees it: the visitor's message and the services
// they picked apart (spec §3 "Selected Items: "), who changed its status.
export function toOfficeEnquiry({ statusChangedBy, createdBy, _count, estimate, ...row }: OfficeEnquiryRow) {
  const { message, services } = splitSelectedServices(row.messageDescription);
  return {
    ...row,
    estimate: readStoredEstimate(estimate),
    displayName: displayName(row),
    message,
    services,
    statusChangedBy: toPersonRef(statusChangedBy),
    // Taken by the office on the phone (else it came from the website).
    takenBy: toPersonRef(createdBy),
    noteCount: _count.notes,
  };
}

export type OfficeEnquiry = ReturnType<typeof toOfficeEnquiry>;
