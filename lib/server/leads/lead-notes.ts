import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// What enquiries and franchise requests (the office's leads) share: who may
// work on them, the person references they carry and their internal notes.

export const personSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export type PersonRef = { id: string; name: string };
export const toPersonRef = (user: { id: string; firstName: string; lastName: string } | null): PersonRef | null =>
  user && { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };

// Leads hold visitors' contact details: office staff only (spec §6).
export function assertOffice(actor: SessionUser, what: string): void {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", `Only the office can see or change ${what}.`);
}

export const noteSelect = {
  id: true,
  text: true,
  createdAt: true,
  author: personSelect,
} satisfies Prisma.LeadNoteSelect;

export const notesNewestFirst = {
  orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  select: noteSelect,
} satisfies Prisma.LeadNoteFindManyArgs;

type NoteRow = Prisma.LeadNoteGetPayload<{ select: typeof noteSelect }>;
export const toNote = ({ author, ...note }: NoteRow) => ({ ...note, author: toPersonRef(author) });
export type LeadNote = ReturnType<typeof toNote>;

// An internal note of the office on one lead (never shown to the visitor).
export async function createLeadNote(
  actor: SessionUser,
  lead: { enquiryId: string } | { franchiseEnquiryId: string },
  text: string,
): Promise<LeadNote> {
  return toNote(await db.leadNote.create({ data: { ...lead, authorId: actor.id, text }, select: noteSelect }));
}
