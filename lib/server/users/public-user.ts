import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// The fields of a user that leave the server (spec §3). Never the hash.
export const publicUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  status: true,
  isVerified: true,
  // Whether a registration's password survives the office's approval (account-approved.ts).
  emailConfirmedAt: true,
  phoneNumber: true,
  address: true,
  country: true,
  profilePhotoPath: true,
  locale: true,
  weeklyDigest: true,
  companyId: true,
  company: { select: { id: true, name: true } },
} satisfies Prisma.UserSelect;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;
