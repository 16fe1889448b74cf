import "server-only";
import zlib from "node:zlib";

// pdfkit passes most PNGs to the PDF as they are, but decodes the pixels of
// those with transparency or interlacing (png-js) in a zlib callback: a bad
// file there (damaged data, an unknown row filter, a bit depth png-js cannot
// split) throws where no caller can catch it and would end the process. So a
// stored PNG goes into a PDF only once this has walked its data as png-js
// will. The pixels are not decoded here: the data is inflated and its row
// filters are read.

// What png-js (through pdfkit) has read of a PNG.
export type PngInternals = {
  width: number;
  height: number;
  imgData: ArrayLike<number>;
  pixelBitlength: number;
  interlaceMethod: number;
  hasAlphaChannel: boolean;
  transparency: { indexed?: unknown };
};

// The decoded pixels of a PNG pdfkit decodes (width × height × bytes per pixel):
// 64 MiB, a 16-megapixel photo with its alpha channel.
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

// Adam7's seven passes: first column, first row, column step, row step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export function pngDecodesSafely(png: PngInternals): boolean {
  const isInterlaced = png.interlaceMethod === 1;
  if (!png.hasAlphaChannel && !png.transparency.indexed && !isInterlaced) return true; // not decoded
  const pixelBytes = png.pixelBitlength / 8;
  // png-js sizes its buffers in whole bytes per pixel only.
  if (!Number.isInteger(pixelBytes) || pixelBytes < 1) return false;
  if (!(png.width > 0 && png.height > 0) || png.width * png.height * pixelBytes > MAX_DECODED_BYTES) return false;
  let data: Uint8Array;
  try {
    data = zlib.inflateSync(Uint8Array.from(png.imgData), { maxOutputLength: MAX_DECODED_BYTES * 2 });
  } catch {
    return false;
  }
  let position = 0;
  for (const [x0, y0, dx, dy] of isInterlaced ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const columns = Math.max(0, Math.ceil((png.width - x0) / dx));
    const rows = Math.ceil((png.height - y0) / dy);
    for (let row = 0; row < rows && position < data.length; row += 1) {
      if (data[position]! > 4) return false; // none, sub, up, average, Paeth
      position += 1 + columns * pixelBytes;
    }
  }
  return true;
}
