import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICES } from "@/lib/content/services";
import { ILLUSTRATIONS, serviceIllustration } from "./illustration";

const PUBLIC = path.join(import.meta.dirname, "../../public");
const IMAGES = path.join(PUBLIC, "images");

function svgFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? svgFiles(full) : entry.name.endsWith(".svg") ? [full] : [];
  });
}

const files = svgFiles(IMAGES);
const referenced = [
  ...SERVICES.map((service) => serviceIllustration(service.slug)),
  ...ILLUSTRATIONS.home,
  ILLUSTRATIONS.countryside,
  ILLUSTRATIONS.team,
  ILLUSTRATIONS.career,
];

describe("the site's illustrations (issue #16)", () => {
  it.each(referenced)("%s exists under public/", (src) => {
    expect(fs.existsSync(path.join(PUBLIC, src))).toBe(true);
  });

  it("every SVG under public/images is used, and credited in public/CREDITS.md", () => {
    const credits = fs.readFileSync(path.join(PUBLIC, "CREDITS.md"), "utf8");
    for (const file of files) {
      const src = `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
      expect(referenced).toContain(src);
      expect(credits).toContain(`\`${src.slice(1)}\``);
    }
  });

  it.each(files.map((file) => [path.relative(IMAGES, file), file]))(
    "%s is a small, self-contained SVG with a viewBox",
    (_, file) => {
      const text = fs.readFileSync(file, "utf8");
      expect(Buffer.byteLength(text)).toBeLessThan(8 * 1024);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(text.trimEnd().endsWith("</svg>")).toBe(true);
      // No embedded raster, nothing fetched from elsewhere, no editor metadata, no script.
      expect(text).not.toMatch(/<image|<script|<metadata|<foreignObject|data:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(text).not.toMatch(/inkscape|sodipodi|sketch|illustrator|figma/i);
      // Every internal reference points at an id the file defines.
      const ids = new Set([...text.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
      for (const [, id] of text.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids).toContain(id);
    },
  );
});
