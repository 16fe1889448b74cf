import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice, notesNewestFirst, toNote } from "@/lib/server/leads/lead-notes";
import { franchiseSelect, toFranchiseRequest } from "./franchise-select";

export const franchiseNotFound = () => new AppError("NOT_FOUND", "The franchise request was not found.");

// One franchise request with the office's notes, newest first.
export async function getFranchiseEnquiry({ actor, id }: { actor: SessionUser; id: string }) {
  assertOffice(actor, "franchise requests");
  const row = await db.franchiseEnquiry.findUnique({
    where: { id },
    select: { ...franchiseSelect, notes: notesNewestFirst },
  });
  if (!row) throw franchiseNotFound();
  const { notes, ...request } = row;
  return { ...toFranchiseRequest(request), notes: notes.map(toNote) };
}

export type FranchiseRequestDetail = Awaited<ReturnType<typeof getFranchiseEnquiry>>;
