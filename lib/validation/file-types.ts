// What an uploaded file is, read from its first bytes (the name and the
// declared type are the sender's to choose). Shared by the server, which
// decides, and the browser, which warns before sending.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const SIGNATURES = [
  { mime: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { mime: "image/gif", ext: "gif", bytes: [0x47, 0x49, 0x46, 0x38] },
  { mime: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
] as const;

export type SniffedType = { mime: string; ext: string };

export function sniffType(data: Uint8Array): SniffedType | null {
  for (const signature of SIGNATURES) {
    if (signature.bytes.every((byte, i) => data[i] === byte)) return { mime: signature.mime, ext: signature.ext };
  }
  // WEBP: "RIFF" .... "WEBP"
  const ascii = (from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
  if (data.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP")
    return { mime: "image/webp", ext: "webp" };
  return null;
}
