import "server-only";
import fs from "node:fs/promises";
import { resolveUpload, segmentsOfDbPath, type UploadKind } from "@/lib/server/uploads/store";

// Removes a file saved moments ago when the write that should point to it failed.
export async function removeUpload(dbPath: string): Promise<void> {
  const stored = resolveUpload(segmentsOfDbPath(dbPath));
  if (stored) await fs.rm(stored.absolutePath, { force: true });
}

// Removes the file a new upload replaced, once the record points to the new
// one: nothing refers to it any more, and its address would still serve it.
// Only a file stored under the same kind and owner: a path that came from
// elsewhere is not this record's to delete.
export async function removeReplacedUpload(
  replaced: string | null,
  current: string,
  { kind, ownerId }: { kind: UploadKind; ownerId: string },
): Promise<void> {
  if (replaced && replaced !== current && replaced.startsWith(`/api/files/${kind}/${ownerId}/`)) {
    await removeUpload(replaced);
  }
}
