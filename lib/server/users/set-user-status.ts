import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import type { TSetUserStatus } from "@/lib/validation/users";
import { approveRegistration, isApproval, placeholderPasswordHash } from "./account-approved";
import { refusalToManage } from "./find-manageable-user";

export type SetUserStatusOptions = { actor: SessionUser; input: TSetUserStatus };

// The office activates pending clients or bans accounts several at a time.
// Each account follows the rules of updateUser: only accounts the actor
// manages (an Administrator: not a peer, 403, nor a Super Administrator,
// 404 like an unknown id), never their own status (403). One refused account
// refuses the whole request, and nothing changes: the error's fields name
// each refused id with the reason. As in updateUser, a new status raises
// tokenVersion (the user's sessions end) and an account that already has the
// status is left alone, so `updated` counts the accounts that changed.
// Approving accounts that waited for the office e-mails their owners.
export async function setUserStatus({ actor, input }: SetUserStatusOptions): Promise<{ updated: number }> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can change users' status.");
  const ids = [...new Set(input.ids)];
  // One for every approved registration whose address nobody confirmed: a
  // password nobody knows is nobody's, whichever accounts share it.
  const placeholderHash = input.status === "active" ? await placeholderPasswordHash() : "";
  return db.$transaction(async (tx) => {
    const users = await tx.user.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        role: true,
        status: true,
        email: true,
        firstName: true,
        locale: true,
        emailConfirmedAt: true,
      },
    });
    const byId = new Map(users.map((user) => [user.id, user]));
    const refusals = ids.flatMap((id) => {
      const refusal =
        refusalToManage(actor, byId.get(id) ?? null) ??
        (id === actor.id ? { code: "FORBIDDEN" as const, reason: V.notOwnStatus } : null);
      return refusal ? [{ id, ...refusal }] : [];
    });
    if (refusals.length > 0) {
      // 404 when some account does not exist for the actor, whatever else is
      // wrong, so the status says nothing about which ids exist.
      const code = refusals.some((refusal) => refusal.code === "NOT_FOUND") ? "NOT_FOUND" : "FORBIDDEN";
      throw new AppError(
        code,
        `Nothing was changed: ${refusals.length} of the ${ids.length} users cannot be given this status by you.`,
        { fields: Object.fromEntries(refusals.map((refusal) => [refusal.id, refusal.reason])) },
      );
    }
    const { count } = await tx.user.updateMany({
      where: { id: { in: ids }, status: { not: input.status } },
      data: { status: input.status, tokenVersion: { increment: 1 } },
    });
    for (const user of users) {
      if (isApproval(user.status, input.status)) await approveRegistration(tx, user, placeholderHash);
    }
    return { updated: count };
  });
}
