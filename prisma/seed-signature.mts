import { deflateSync, crc32 } from "node:zlib";

// A demo client's signature as the sign-off pad would have saved it: a PNG of
// a dark pen stroke on a clear ground, its loops varied by the signer's name
// so that no two demo clients sign alike. Drawn here, with no image library:
// a grey-scale-and-alpha bitmap, deflated, in PNG's chunks.

const WIDTH = 360;
const HEIGHT = 120;

export function signaturePng(name: string): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT); // ink coverage, 0..255
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const loops = 4 + (hash % 4);
  const height = 22 + (hash % 13);
  const slant = ((hash >> 4) % 9) - 4;
  const dot = (cx: number, cy: number) => {
    for (let y = Math.floor(cy - 2); y <= cy + 2; y += 1) {
      for (let x = Math.floor(cx - 2); x <= cx + 2; x += 1) {
        const d = Math.hypot(x - cx, y - cy);
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT || d > 1.8) continue;
        pixels[y * WIDTH + x] = Math.max(pixels[y * WIDTH + x]!, Math.round(255 * Math.min(1, 1.8 - d)));
      }
    }
  };
  // One stroke: a run of loops that fades in height towards its end, then an underline.
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 24 + t * 300 + Math.cos(t * loops * 2 * Math.PI) * 10;
    const y = 60 - Math.sin(t * loops * 2 * Math.PI) * height * (1 - 0.5 * t) + slant * (t - 0.5) * 8;
    dot(x, y);
  }
  for (let x = 40; x <= 320; x += 0.5) dot(x, 96 + Math.sin(x / 40) * 2);

  // Rows of [filter 0, (grey, alpha) per pixel]: dark grey ink, as opaque as it is covered.
  const raw = Buffer.alloc(HEIGHT * (1 + WIDTH * 2));
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (1 + WIDTH * 2);
    for (let x = 0; x < WIDTH; x += 1) {
      raw[row + 1 + x * 2] = 40;
      raw[row + 2 + x * 2] = pixels[y * WIDTH + x]!;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 4; // grey and alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
