import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TCreateUser } from "@/lib/validation/users";
import type { PublicUser } from "./public-user";
import { createAccount } from "./register-user";
import { V } from "@/lib/validation/messages";

export type CreateUserOptions = { actor: SessionUser; input: TCreateUser };

// The office creates accounts (spec §2 user/new). The role rules are those
// of createAccount, the one place that decides who may create an
// administrator; accounts made by the office are active at once.
export async function createUser({ actor, input }: CreateUserOptions): Promise<PublicUser> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can create users.");
  const { locale, ...rest } = input;
  if (rest.companyId) {
    const company = await db.company.findUnique({ where: { id: rest.companyId }, select: { id: true } });
    if (!company) {
      throw new AppError("NOT_FOUND", "The company was not found.", { fields: { companyId: V.unknownCompany } });
    }
  }
  // createAccount stores every field of its input but the role, password and
  // domain as given, so the profile fields go in the same single insert.
  return createAccount({ actor, input: rest, locale });
}
