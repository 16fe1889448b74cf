import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

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
  createdAt: true,
} satisfies Prisma.EnquirySelect;

export type EnquiryRow = Prisma.EnquiryGetPayload<{ select: typeof enquirySelect }>;
