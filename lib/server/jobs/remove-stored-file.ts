import "server-only";
import fs from "node:fs/promises";
import { resolveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";

// Removes a stored upload by its dbPath once no record points to it any more.
// A file that is already gone is fine; paths that do not resolve are ignored.
export async function removeStoredFile(dbPath: string): Promise<void> {
  const stored = resolveUpload(segmentsOfDbPath(dbPath));
  if (!stored) return;
  // The record change is already committed: a file left behind is logged, not an error for the caller.
  await fs.rm(stored.absolutePath, { force: true }).catch((error: unknown) => {
    console.error(`[uploads] could not remove ${dbPath}`, error);
  });
}
