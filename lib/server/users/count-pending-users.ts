import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";

// How many client accounts wait for the office to activate them (the side
// menu's badge). Visitors' registrations are the pending Client accounts:
// accounts the office makes start active (register-user.ts). One count over
// the status index.
export async function countPendingUsers({ actor }: { actor: SessionUser }): Promise<{ count: number }> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can see pending accounts.");
  return { count: await db.user.count({ where: { role: "Client", status: "pending" } }) };
}
