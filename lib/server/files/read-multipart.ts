import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { validationError } from "@/lib/api/zod-errors";
import { MAX_UPLOAD_BYTES } from "@/lib/server/uploads/store";
import { V } from "@/lib/validation/messages";

// Room for the multipart framing and the small text fields around one file;
// the file itself is held to MAX_UPLOAD_BYTES by saveUpload.
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

// Reads a multipart/form-data body: 413 when it is (or says it is) too large,
// checked before and while reading; 415 when it is not multipart; 400 when
// it cannot be parsed.
export async function readMultipart(req: Request, maxBytes = MAX_MULTIPART_BYTES): Promise<FormData> {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The request is larger than ${(maxBytes / 1024 / 1024).toFixed(1)} MB.`);
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The multipart body could not be read.");
  }
}

// `fileName` is the name the sender gave the file, to show in lists (never used as a path).
export type UploadForm<T> = { data: Uint8Array; fileName: string; fields: T };

// An upload request: the bytes of its `file` field and its other fields,
// parsed with `schema` (400 naming each bad field).
export async function readUploadForm<S extends z.ZodType>(req: Request, schema: S): Promise<UploadForm<z.infer<S>>> {
  const form = await readMultipart(req);
  const file = form.get("file");
  const textFields = Object.fromEntries(
    [...form.entries()].filter(([name, value]) => name !== "file" && typeof value === "string"),
  );
  const parsed = await schema.safeParseAsync(textFields);
  const fieldErrors = parsed.success ? {} : validationError(parsed.error).fields;
  if (!(file instanceof Blob)) {
    throw new AppError("BAD_REQUEST", "Invalid input: file", {
      fields: { ...fieldErrors, file: V.chooseFile },
    });
  }
  if (!parsed.success) throw validationError(parsed.error);
  const fileName = file instanceof File ? file.name : "";
  return { data: new Uint8Array(await file.arrayBuffer()), fileName, fields: parsed.data };
}
