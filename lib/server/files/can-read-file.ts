import "server-only";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { StoredFile } from "@/lib/server/uploads/store";

// Who may read an uploaded file, by the kind of record that owns it:
// - profile photos are shown next to names all over the dashboard: any signed-in user;
// - certificates hold personal documents: their owner and the office;
// - company images: the office and the clients of that company;
// - job images and signatures: the office, the job's client and its assignee
//   (the owner of a signature is its job, or the signature record itself).
// Administrators do not see what belongs to Super Administrator accounts.
export async function canReadFile(actor: SessionUser, file: Pick<StoredFile, "kind" | "ownerId">): Promise<boolean> {
  const staff = isStaff(actor.role);
  switch (file.kind) {
    case "profile":
      return true;
    case "certificate": {
      if (file.ownerId === actor.id) return true;
      if (!staff) return false;
      const owner = await db.user.findUnique({ where: { id: file.ownerId }, select: { role: true } });
      return owner?.role !== "SuperAdministrator" || actor.role === "SuperAdministrator";
    }
    case "company":
      return staff || (actor.role === "Client" && actor.companyId === file.ownerId);
    case "job":
    case "signature": {
      if (staff) return true;
      const job = await db.job.findFirst({
        where: { OR: [{ id: file.ownerId }, { signature: { id: file.ownerId } }] },
        select: { clientId: true, assigneeId: true },
      });
      return job !== null && (job.clientId === actor.id || job.assigneeId === actor.id);
    }
  }
}
