import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AppError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { MAX_UPLOAD_BYTES, sniffType } from "@/lib/validation/file-types";
import { V } from "@/lib/validation/messages";

export { MAX_UPLOAD_BYTES, sniffType };

// Uploaded files live under UPLOAD_DIR (default storage/uploads), in a folder
// per kind and owning record. Their names are made here, never taken from the
// client, and their type is read from their first bytes, not from the name
// or the declared content type.

export const UPLOAD_KINDS = ["profile", "certificate", "company", "job", "signature"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function uploadRoot(): string {
  return path.resolve(getEnv().UPLOAD_DIR);
}

export type SaveUploadOptions = {
  data: Uint8Array;
  kind: UploadKind;
  // The record the file belongs to (a user, company or job id): it decides who may read it.
  ownerId: string;
  allowPdf?: boolean;
};

// Saves the bytes and answers the dbPath the API returns (spec §3), e.g.
// "/api/files/job/<jobId>/<uuid>.png", which GET /api/files/... serves back.
export async function saveUpload({ data, kind, ownerId, allowPdf = false }: SaveUploadOptions): Promise<string> {
  if (data.byteLength === 0) throw new AppError("BAD_REQUEST", V.fileEmpty, { fields: { file: V.fileEmpty } });
  if (data.byteLength > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Files may be at most 5 MB.");
  const type = sniffType(data);
  if (!type || (type.mime === "application/pdf" && !allowPdf)) {
    const accepted = allowPdf ? "PNG, JPEG, GIF, WEBP or PDF" : "PNG, JPEG, GIF or WEBP";
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `The file must be a ${accepted} file.`, {
      fields: { file: `Upload a ${accepted} file.` },
    });
  }
  if (!/^[0-9a-f-]{36}$/.test(ownerId)) throw new AppError("BAD_REQUEST", "Unknown owner.");
  const name = `${randomUUID()}.${type.ext}`;
  const dir = path.join(uploadRoot(), kind, ownerId);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data);
  return `/api/files/${kind}/${ownerId}/${name}`;
}

export type StoredFile = { kind: UploadKind; ownerId: string; absolutePath: string; mime: string };

// Resolves a dbPath (or the segments after /api/files/) to a file on disk,
// refusing anything that is not exactly kind/owner/name as saveUpload makes it.
export function resolveUpload(segments: readonly string[]): StoredFile | null {
  const [kind, ownerId, name, ...rest] = segments;
  if (rest.length > 0 || !kind || !ownerId || !name) return null;
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) return null;
  if (!/^[0-9a-f-]{36}$/.test(ownerId) || !/^[0-9a-f-]{36}\.(png|jpg|gif|webp|pdf)$/.test(name)) return null;
  const ext = name.split(".").pop()!;
  const mime = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp", pdf: "application/pdf" }[
    ext
  ]!;
  return { kind: kind as UploadKind, ownerId, absolutePath: path.join(uploadRoot(), kind, ownerId, name), mime };
}

export function segmentsOfDbPath(dbPath: string): string[] {
  return dbPath.replace(/^\/api\/files\//, "").split("/");
}

// Removes every file of one owning record (a deleted user's photos and
// certificates). The owner id is checked like saveUpload's, so the path can
// only ever be a folder this store made.
export async function removeOwnerUploads(kind: UploadKind, ownerId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(ownerId)) return;
  await fs.rm(path.join(uploadRoot(), kind, ownerId), { recursive: true, force: true });
}
