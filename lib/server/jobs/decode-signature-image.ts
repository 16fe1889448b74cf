import "server-only";
import { AppError } from "@/lib/api/errors";
import { sniffType } from "@/lib/server/uploads/store";
import { SIGNATURE_DATA_URL } from "@/lib/validation/jobs";
import { V } from "@/lib/validation/messages";

const ACCEPTED = new Set(["image/png", "image/jpeg"]);

const unsupported = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "The signature must be a PNG or JPEG image.", {
    fields: { signatureImage: V.signatureFormat },
  });

// The signature pad sends its drawing as "data:image/png;base64,...". Both
// the declared type and the bytes themselves must be PNG or JPEG.
export function decodeSignatureImage(dataUrl: string): Uint8Array {
  const match = SIGNATURE_DATA_URL.exec(dataUrl);
  if (!match) {
    throw new AppError("BAD_REQUEST", "Invalid input: signatureImage", {
      fields: { signatureImage: V.signatureFormat },
    });
  }
  const [, mime = "", base64 = ""] = match;
  if (!ACCEPTED.has(mime.toLowerCase())) throw unsupported();
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  const sniffed = sniffType(bytes);
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) throw unsupported();
  return bytes;
}
