import { V } from "@/lib/validation/messages";
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
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  refuseLoneSurrogates(raw, body);
  return body;
}

// JSON may escape half of a UTF-16 pair on its own ("\ud800"). Such a
// string is no text: no database, e-mail or PDF can hold it (Prisma fails on
// it with a 500, SQLite's statements turn it into U+FFFD). Only an escape
// can make one, so the parsed body is walked only when the text has one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\ud800-\udfff]/u;

function refuseLoneSurrogates(raw: string, body: unknown): void {
  if (!SURROGATE_ESCAPE.test(raw)) return;
  const path = loneSurrogateAt(body, []);
  if (!path) return;
  const field = path.join(".") || "body";
  throw new AppError("BAD_REQUEST", `Invalid input: ${field}`, { fields: { [field]: V.controlCharacters } });
}

function loneSurrogateAt(value: unknown, path: string[]): string[] | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, key];
    const found = loneSurrogateAt(item, [...path, key]);
    if (found) return found;
  }
  return null;
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
