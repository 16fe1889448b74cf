import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// A certificate kept for a user (a cleaner's safety training, Garda vetting…):
// the file is in the upload store, the UserFile row names it for the user
// screen. fileName is the sender's name for it, made safe (safeFileName);
// mimeType is what the bytes are, never what the browser said.
export const certificateSelect = {
  id: true,
  fileName: true,
  mimeType: true,
  sizeBytes: true,
  dbPath: true,
  createdAt: true,
} satisfies Prisma.UserFileSelect;

export type Certificate = Prisma.UserFileGetPayload<{ select: typeof certificateSelect }>;

export const CERTIFICATE_KIND = "certificate";
