import "server-only";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { newConfirmationLink } from "@/lib/server/auth/confirm-email";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { existingAccountMail, registrationReceivedMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import type { TRegister } from "@/lib/validation/auth";
import { publicUserSelect, type PublicUser } from "./public-user";
import { V } from "@/lib/validation/messages";

export type RegisterUserOptions = { actor: SessionUser | null; input: TRegister; locale?: string };

// What a visitor's registration answers: what they sent, never whether the
// address already had an account.
export type RegistrationReceipt = Pick<PublicUser, "email" | "firstName" | "lastName" | "role" | "status">;

// Who may create which account:
// - anyone may register as a Client; such accounts stay pending until the
//   office activates them, because a client account shows addresses, jobs and
//   invoices and the office must first link it to the right customer;
// - Cleaner and Client accounts made by the office are active at once;
// - only a Super Administrator may create Administrators and Super Administrators.
export async function registerUser({
  actor,
  input,
  locale,
}: RegisterUserOptions): Promise<PublicUser | RegistrationReceipt> {
  if (actor && isStaff(actor.role)) return createAccount({ actor, input, locale });
  if (input.role !== "Client") {
    throw new AppError("FORBIDDEN", "Only the office can create staff and cleaner accounts.", {
      fields: { role: V.notAllowed },
    });
  }
  return registerVisitor(input, locale);
}

// A visitor's registration answers the same, in about the same time, whether
// or not the address has an account: the password is hashed either way and
// the e-mail (one row in the outbox either way) goes out after the answer. The owner of an existing account is
// told by e-mail instead (with a way to reset the password), so registration
// cannot be used to find out who is a client.
async function registerVisitor(input: TRegister, locale = "en"): Promise<RegistrationReceipt> {
  const { password, domainName: _domain, role: _role, ...details } = input;
  const passwordHash = await hashPassword(password);
  const receipt: RegistrationReceipt = { ...details, role: "Client", status: "pending" };
  const existing = await db.user.findUnique({
    where: { email: details.email },
    select: { firstName: true, locale: true },
  });
  if (existing) {
    await queueMail(
      db,
      existingAccountMail({ to: details.email, name: existing.firstName, locale: toLocale(existing.locale) }),
    );
    return receipt;
  }
  try {
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { ...details, role: "Client", locale, passwordHash, status: "pending" },
        select: { id: true, locale: true },
      });
      const confirmUrl = await newConfirmationLink(tx, user);
      await queueMail(
        tx,
        registrationReceivedMail({ to: details.email, name: details.firstName, locale: toLocale(locale) }, confirmUrl),
      );
    });
  } catch (error) {
    // Registered a moment ago by a simultaneous request: the same answer.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return receipt;
    throw error;
  }
  return receipt;
}

export type CreateAccountOptions = {
  actor: SessionUser;
  input: TRegister &
    Partial<Pick<Prisma.UserUncheckedCreateInput, "phoneNumber" | "address" | "country" | "companyId">>;
  locale?: string;
};

// An account made by the office: active at once; a duplicate e-mail is a
// 409 naming the field (the office must know).
export async function createAccount({ actor, input, locale = "en" }: CreateAccountOptions): Promise<PublicUser> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can create users.");
  const { role, password, domainName: _domain, ...details } = input;
  if (isStaff(role) && actor.role !== "SuperAdministrator") {
    throw new AppError("FORBIDDEN", "Only a Super Administrator can create administrator accounts.", {
      fields: { role: V.notAllowed },
    });
  }
  try {
    return await db.user.create({
      data: { ...details, role, locale, passwordHash: await hashPassword(password), status: "active" },
      select: publicUserSelect,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", V.emailTaken, {
        fields: { email: V.emailTaken },
      });
    }
    throw error;
  }
}
