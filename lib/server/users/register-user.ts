import "server-only";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TRegister } from "@/lib/validation/auth";
import { publicUserSelect, type PublicUser } from "./public-user";

export type RegisterUserOptions = { actor: SessionUser | null; input: TRegister; locale?: string };

// Who may create which account:
// - anyone may register as a Client; such accounts stay pending until the
//   office activates them, because a client account shows addresses, jobs and
//   invoices and the office must first link it to the right customer;
// - Cleaner and Client accounts made by the office are active at once;
// - only a Super Administrator may create Administrators and Super Administrators.
export async function registerUser({ actor, input, locale = "en" }: RegisterUserOptions): Promise<PublicUser> {
  const { role, password, domainName: _domain, ...details } = input;
  const isOffice = actor !== null && isStaff(actor.role);
  if (role !== "Client" && !isOffice) {
    throw new AppError("FORBIDDEN", "Only the office can create staff and cleaner accounts.", {
      fields: { role: "Not allowed." },
    });
  }
  if (isStaff(role) && actor?.role !== "SuperAdministrator") {
    throw new AppError("FORBIDDEN", "Only a Super Administrator can create administrator accounts.", {
      fields: { role: "Not allowed." },
    });
  }
  try {
    return await db.user.create({
      data: {
        ...details,
        role,
        locale,
        passwordHash: await hashPassword(password),
        status: isOffice ? "active" : "pending",
      },
      select: publicUserSelect,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", "An account with this email address already exists.", {
        fields: { email: "An account with this email address already exists." },
      });
    }
    throw error;
  }
}
