import "server-only";
import fs from "node:fs/promises";
import { resolveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";

// Removes a file saved moments ago when the write that should point to it failed.
export async function removeUpload(dbPath: string): Promise<void> {
  const stored = resolveUpload(segmentsOfDbPath(dbPath));
  if (stored) await fs.rm(stored.absolutePath, { force: true });
}
