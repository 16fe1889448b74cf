import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { pngDecodesSafely, type PngInternals } from "./png-check";

// A 2 × 2 RGBA image as png-js reads it, rows filtered with `filter`.
const rgba = (filter: number, overrides: Partial<PngInternals> = {}): PngInternals => ({
  width: 2,
  height: 2,
  imgData: [...zlib.deflateSync(Uint8Array.from([filter, ...Array(8).fill(9), filter, ...Array(8).fill(9)]))],
  pixelBitlength: 32,
  interlaceMethod: 0,
  hasAlphaChannel: true,
  transparency: {},
  ...overrides,
});

describe("pngDecodesSafely", () => {
  it("passes PNGs pdfkit embeds without decoding them", () => {
    expect(pngDecodesSafely(rgba(0, { hasAlphaChannel: false, pixelBitlength: 24, imgData: [1, 2, 3] }))).toBe(true);
  });

  it("passes a sound image with an alpha channel, every row filter included", () => {
    for (const filter of [0, 1, 2, 3, 4]) expect(pngDecodesSafely(rgba(filter))).toBe(true);
    expect(pngDecodesSafely(rgba(0, { interlaceMethod: 1 }))).toBe(false); // the rows are not Adam7's
  });

  it("refuses what png-js would throw on outside any caller", () => {
    expect(pngDecodesSafely(rgba(0, { imgData: [1, 2, 3, 4] }))).toBe(false); // not zlib data
    expect(pngDecodesSafely(rgba(5))).toBe(false); // no such row filter
    // Palette bits below a byte with transparency: png-js cannot size its buffer.
    expect(
      pngDecodesSafely(rgba(0, { hasAlphaChannel: false, pixelBitlength: 4, transparency: { indexed: [0] } })),
    ).toBe(false);
    // Pixels far beyond any photo's.
    expect(pngDecodesSafely(rgba(0, { width: 100_000, height: 100_000 }))).toBe(false);
  });
});
