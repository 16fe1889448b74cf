import { AppError } from "./errors";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

// The body stopped before its end: the caller hung up while it was being
// read (a phone that lost its signal, a browser that moved on while a POST
// was in flight; Node's "aborted", ECONNRESET). Nobody is left to answer.
export class CallerGoneError extends Error {
  constructor(cause: unknown) {
    super("The caller hung up while its request was being read.", { cause });
    this.name = "CallerGoneError";
  }
}

// Reads a JSON body, refusing wrong content types (415), bodies over the
// limit (413, checked before and while reading) and malformed JSON (400).
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  const raw = await readText(req, maxBytes);
  if (raw.trim() === "") return {};
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

async function readText(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${Math.round(maxBytes / 1024)} KiB.`);
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return "";

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw new CallerGoneError(error);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
