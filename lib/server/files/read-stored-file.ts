import "server-only";
import fs from "node:fs/promises";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { resolveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";
import { canReadFile } from "./can-read-file";

export type ReadStoredFileOptions = { actor: SessionUser; segments: readonly string[] };

// Malformed paths, files the actor may not read and files missing on disk
// all answer the same 404, so the answer does not tell whether a file exists.
export async function readStoredFile({ actor, segments }: ReadStoredFileOptions): Promise<Response> {
  const notFound = new AppError("NOT_FOUND", "The file was not found.");
  const stored = resolveUpload(segments);
  if (!stored || !(await canReadFile(actor, stored))) throw notFound;
  let data: Buffer;
  try {
    data = await fs.readFile(stored.absolutePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notFound;
    throw error;
  }
  const name = segments[segments.length - 1]!;
  // PDFs are downloaded rather than shown, so they never run in the site's origin.
  const disposition = stored.mime === "application/pdf" ? "attachment" : "inline";
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": stored.mime,
      "Content-Length": String(data.byteLength),
      "Content-Disposition": `${disposition}; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      // Private files, read by permission: not kept after the page that showed them.
      "Cache-Control": "private, no-store",
    },
  });
}

// The same file, addressed by the dbPath an upload answered (POST /api/user/download).
export function readStoredFileByPath({ actor, dbPath }: { actor: SessionUser; dbPath: string }): Promise<Response> {
  const pathname = /^https?:\/\//i.test(dbPath) ? safePathname(dbPath) : dbPath;
  if (!pathname.startsWith("/api/files/")) throw new AppError("NOT_FOUND", "The file was not found.");
  return readStoredFile({ actor, segments: segmentsOfDbPath(pathname) });
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}
