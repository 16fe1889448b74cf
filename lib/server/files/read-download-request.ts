import "server-only";
import { AppError } from "@/lib/api/errors";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "@/lib/api/body";
import { validationError } from "@/lib/api/zod-errors";
import { ZDownloadFile } from "@/lib/validation/users";
import { readMultipart } from "./read-multipart";

// The spec sends POST /api/user/download as multipart (§7); JSON is accepted
// too. Either way the body names one `dbPath`.
export async function readDownloadRequest(req: Request): Promise<string> {
  const type = req.headers.get("content-type") ?? "";
  const payload = /^multipart\/form-data\b/i.test(type)
    ? Object.fromEntries(await readMultipart(req, DEFAULT_MAX_BODY_BYTES))
    : await readJsonBody(req, DEFAULT_MAX_BODY_BYTES);
  if (payload instanceof Blob) throw new AppError("BAD_REQUEST", "Invalid input: dbPath");
  const parsed = ZDownloadFile.safeParse(payload);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data.dbPath;
}
