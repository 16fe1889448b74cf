import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import { STAFF_ONLY_USER_FIELDS, type TUpdateUser } from "@/lib/validation/users";
import { approveRegistration, isApproval, placeholderPasswordHash } from "./account-approved";
import { findManageableUser } from "./find-manageable-user";
import { publicUserSelect, type PublicUser } from "./public-user";

export type UpdateUserOptions = { actor: SessionUser; input: TUpdateUser };

const notAllowed = (message: string, fields: readonly string[]) =>
  new AppError("FORBIDDEN", message, { fields: Object.fromEntries(fields.map((field) => [field, V.notAllowed])) });

// Only fields whose value differs count as changes, so a form that sends the
// whole user back (spec §7 "user payload") is not refused for its role.
function changedFields(current: PublicUser, input: Omit<TUpdateUser, "id">) {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && current[key as keyof PublicUser] !== value),
  ) as Omit<TUpdateUser, "id">;
}

// Who may change what:
// - everyone may edit their own profile (names, phone, address, country, language, photo);
// - e-mail, role, status, company and verification are the office's to set;
// - nobody changes their own role or status (an administrator cannot lock
//   themselves out or promote themselves);
// - only a Super Administrator gives the Administrator or Super Administrator
//   role, as only they may create such accounts (register-user.ts), and only
//   they edit an Administrator's account or e-mail (find-manageable-user.ts);
// - the Monday digest copy is its owner's to choose, and an office account's;
// - a new role, status or e-mail ends the user's sessions (tokenVersion);
// - an account that waited for the office and is made active: its owner is
//   e-mailed that they may sign in, or to choose a password when they never
//   confirmed the address (account-approved.ts).
export async function updateUser({ actor, input }: UpdateUserOptions): Promise<PublicUser> {
  const { id, ...fields } = input;
  // Needed if this approves a registration whose address nobody confirmed.
  const placeholderHash = fields.status === "active" ? await placeholderPasswordHash() : "";
  try {
    return await db.$transaction(async (tx) => {
      const current = await findManageableUser({ actor, id, client: tx });
      const changes = changedFields(current, fields);
      const staffOnly = STAFF_ONLY_USER_FIELDS.filter((field) => field in changes);
      if (staffOnly.length > 0 && !isStaff(actor.role)) {
        throw notAllowed("Only the office can change these details.", staffOnly);
      }
      const ownAccess = (["role", "status"] as const).filter((field) => field in changes && id === actor.id);
      if (ownAccess.length > 0) throw notAllowed("You cannot change your own role or status.", ownAccess);
      // An Administrator's e-mail is a Super Administrator's to change, their own
      // included: with the e-mail goes the password reset, so the account.
      if ("email" in changes && isStaff(current.role) && actor.role !== "SuperAdministrator") {
        throw notAllowed("Only a Super Administrator changes an administrator's e-mail.", ["email"]);
      }
      // The digest is mail to its owner: their choice, and only an office account's.
      if ("weeklyDigest" in changes && id !== actor.id) {
        throw new AppError("FORBIDDEN", "Only its owner chooses the digest.", {
          fields: { weeklyDigest: V.digestOwnOnly },
        });
      }
      if (changes.weeklyDigest && !isStaff(current.role)) {
        throw new AppError("BAD_REQUEST", "Invalid input: weeklyDigest", {
          fields: { weeklyDigest: V.digestOfficeOnly },
        });
      }
      if (changes.role && isStaff(changes.role) && actor.role !== "SuperAdministrator") {
        throw notAllowed("Only a Super Administrator can give administrator roles.", ["role"]);
      }
      if (changes.profilePhotoPath && !changes.profilePhotoPath.startsWith(`/api/files/profile/${id}/`)) {
        throw new AppError("BAD_REQUEST", "Invalid input: profilePhotoPath", {
          fields: { profilePhotoPath: V.profilePhotoOwn },
        });
      }
      if (changes.companyId && !(await tx.company.findUnique({ where: { id: changes.companyId } }))) {
        throw new AppError("NOT_FOUND", "The company was not found.", { fields: { companyId: V.unknownCompany } });
      }
      const endsSessions = "role" in changes || "status" in changes || "email" in changes;
      const updated = await tx.user.update({
        where: { id },
        data: {
          ...changes,
          ...(endsSessions && { tokenVersion: { increment: 1 } }),
          // A new address is confirmed by nobody yet.
          ...("email" in changes && { emailConfirmedAt: null }),
        },
        select: publicUserSelect,
      });
      if (isApproval(current.status, updated.status)) await approveRegistration(tx, updated, placeholderHash);
      return updated;
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
