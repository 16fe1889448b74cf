import "server-only";
import { AppError } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { V } from "@/lib/validation/messages";

export const companySelect = {
  id: true,
  name: true,
  email: true,
  phoneNumber: true,
  address: true,
  county: true,
  eircode: true,
  vatNumber: true,
  imagePath: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CompanySelect;

export type CompanyRow = Prisma.CompanyGetPayload<{ select: typeof companySelect }>;

// Company names are unique: say so on the field rather than in general terms.
export function companyNameConflict(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    return new AppError("CONFLICT", V.companyNameTaken, {
      fields: { name: V.companyNameTaken },
    });
  }
  return error;
}
