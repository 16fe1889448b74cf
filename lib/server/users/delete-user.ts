import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { removeOwnerUploads } from "@/lib/server/uploads/store";
import { findManageableUser } from "./find-manageable-user";
import type { PublicUser } from "./public-user";
import { V } from "@/lib/validation/messages";

export type DeleteUserOptions = { actor: SessionUser; id: string };

// Office staff delete accounts, never their own (the office would lose its
// last administrator by a slip). Someone with an approved timesheet is a
// leaver whose paid hours must be kept for at least three years
// (Organisation of Working Time Act 1997, s. 25): the account is anonymised
// instead (anonymise below) and every record stays. Any other account with a
// history (jobs as client or cleaner, invoices, clock records, timesheets,
// signatures, job photos, messages) is banned instead: the business's records
// and a cleaner's hours must stay readable, and a deletion would unassign
// jobs or drop hours silently. A deleted or anonymised user's photos and
// certificates go, once the transaction has committed; a deleted user's chat
// read marks (ChatRead) go with the row (cascade): they are no history, only
// where the user stopped reading. Either way the answer is the user as it was.
export async function deleteUser({ actor, id }: DeleteUserOptions): Promise<PublicUser> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can delete users.");
  if (id === actor.id) {
    throw new AppError("CONFLICT", "You cannot delete your own account.", { fields: { id: V.ownAccount } });
  }
  const deleted = await db.$transaction(async (tx) => {
    const user = await findManageableUser({ actor, id, client: tx });
    if ((await tx.timesheet.count({ where: { userId: id, status: "approved" } })) > 0) {
      await anonymise(tx, id);
      return user;
    }
    const links = await tx.user.findUniqueOrThrow({
      where: { id },
      select: {
        _count: {
          select: {
            clientJobs: true,
            assignedJobs: true,
            invoices: true,
            clockRecords: true,
            timesheets: true,
            jobSignatures: true,
            jobPhotos: true,
            chatMessages: true,
          },
        },
      },
    });
    if (Object.values(links._count).some((count) => count > 0)) {
      throw new AppError("CONFLICT", "This user still has jobs/invoices; ban the account instead.", {
        fields: { id: V.userHasRecords },
      });
    }
    await tx.user.delete({ where: { id } });
    return user;
  });
  await Promise.all([removeOwnerUploads("profile", id), removeOwnerUploads("certificate", id)]);
  return deleted;
}

// What identifies the person goes; the rows that point at the account stay
// (timesheets, clock records, jobs, invoices…), now under "Former employee".
// The account is banned, its password and reset links removed, its sessions
// ended (a raised tokenVersion also refuses tokens already issued).
async function anonymise(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.user.update({
    where: { id },
    data: {
      firstName: "Former",
      lastName: "employee",
      email: `deleted-${id}@invalid`,
      // Not an argon2 hash: no password matches it (verifyPassword).
      passwordHash: "!",
      phoneNumber: null,
      address: null,
      profilePhotoPath: null,
      status: "banned",
      tokenVersion: { increment: 1 },
    },
  });
  await tx.session.deleteMany({ where: { userId: id } });
  await tx.passwordResetToken.deleteMany({ where: { userId: id } });
  await tx.userFile.deleteMany({ where: { userId: id } });
}
