import zlib from "node:zlib";

// Real images for the tests that embed them in PDFs (the type sniffer's
// PNG_BYTES in fixtures/jobs.ts is only a PNG's first bytes).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type PngOptions = { width: number; height: number; alpha?: boolean; data?: Uint8Array };

// A PNG of one colour, RGB or RGBA (a signature pad's drawing has an alpha
// channel); `data` replaces its compressed pixels (a damaged file).
export function pngImage({ width, height, alpha = false, data }: PngOptions): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = alpha ? 6 : 2; // RGBA : RGB
  const pixel = alpha ? [0x1f, 0x29, 0x37, 0xff] : [0x00, 0x7a, 0x52];
  const row = [0, ...Array.from({ length: width }, () => pixel).flat()];
  const pixels = zlib.deflateSync(Uint8Array.from(Array.from({ length: height }, () => row).flat()));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data ?? pixels),
    chunk("IEND", new Uint8Array()),
  ]);
}

// A 24 × 16 baseline JPEG (made once with an image library).
export const JPEG_BYTES = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOAIgAD//Z",
  "base64",
);

// The smallest GIF header the type sniffer takes for a GIF: PDF cannot hold it as it is.
export const GIF_BYTES = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
