import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { removeOwnerUploads } from "@/lib/server/uploads/store";
import { findManageableUser } from "./find-manageable-user";
import type { PublicUser } from "./public-user";

export type DeleteUserOptions = { actor: SessionUser; id: string };

// Office staff delete accounts, never their own (the office would lose its
// last administrator by a slip). An account with a history (jobs as client or
// cleaner, invoices, clock records, timesheets, signatures, job photos, messages) is
// banned instead: the business's records and a cleaner's paid hours must stay
// readable, and a deletion would unassign jobs or drop hours silently. A deleted user's photos and
// certificates go with them, once the delete has committed; their chat read marks (ChatRead)
// go with the row (cascade): they are no history, only where the user stopped reading.
export async function deleteUser({ actor, id }: DeleteUserOptions): Promise<PublicUser> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can delete users.");
  if (id === actor.id) {
    throw new AppError("CONFLICT", "You cannot delete your own account.", { fields: { id: "This is your account." } });
  }
  const deleted = await db.$transaction(async (tx) => {
    const user = await findManageableUser({ actor, id, client: tx });
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
        fields: { id: "Still has jobs, invoices, clock records, timesheets, signatures, job photos or messages." },
      });
    }
    await tx.user.delete({ where: { id } });
    return user;
  });
  await Promise.all([removeOwnerUploads("profile", id), removeOwnerUploads("certificate", id)]);
  return deleted;
}
