import "server-only";
import { AppError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TChangePassword } from "@/lib/validation/auth";
import { V } from "@/lib/validation/messages";

// A signed-in user changes their own password. The current password is asked
// again (a borrowed, unlocked laptop is not enough), and every other session
// ends: the token version goes up and the caller gets a fresh token.
export async function changePassword({ actor, input }: { actor: SessionUser; input: TChangePassword }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", V.currentPasswordWrong, {
      fields: { currentPassword: V.currentPasswordWrong },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [, updated] = await db.$transaction([
    db.session.deleteMany({ where: { userId: actor.id } }),
    db.user.update({
      where: { id: actor.id },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: { id: true, role: true, tokenVersion: true },
    }),
  ]);
  return updated;
}
