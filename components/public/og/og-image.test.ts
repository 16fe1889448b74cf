import { describe, expect, it } from "vitest";
import { COUNTIES } from "@/lib/content/counties";
import { SERVICES } from "@/lib/content/services";
import { directionOf } from "@/lib/i18n/locales";
import { routing, type Locale } from "@/lib/i18n/routing";
import { OG_IMAGE_SIZE } from "@/lib/seo";
import { shapeLine } from "@/lib/server/pdf/text-layout";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import locationsAr from "@/messages/locations/ar.json";
import locationsCn from "@/messages/locations/cn.json";
import locationsEn from "@/messages/locations/en.json";
import locationsFr from "@/messages/locations/fr.json";
import locationsVi from "@/messages/locations/vi.json";
import servicesAr from "@/messages/services/ar.json";
import servicesCn from "@/messages/services/cn.json";
import servicesEn from "@/messages/services/en.json";
import servicesFr from "@/messages/services/fr.json";
import servicesVi from "@/messages/services/vi.json";
import { renderOgImage, type OgImageContent } from "./og-image";
import { fontFallback, textBlock } from "./og-text";

const MESSAGES = {
  en: { main: en, services: servicesEn, locations: locationsEn },
  fr: { main: fr, services: servicesFr, locations: locationsFr },
  vi: { main: vi, services: servicesVi, locations: locationsVi },
  cn: { main: cn, services: servicesCn, locations: locationsCn },
  ar: { main: ar, services: servicesAr, locations: locationsAr },
};

// The texts the opengraph-image routes put on each image.
function serviceImage(locale: Locale, slug: (typeof SERVICES)[number]["slug"]): OgImageContent {
  const { main, services } = MESSAGES[locale];
  const { title, summary } = services[slug];
  return { locale, kind: "service", brand: main.Brand.name, title, subtitle: summary, tagline: main.Brand.tagline };
}

function countyImage(locale: Locale, county: (typeof COUNTIES)[number]): OgImageContent {
  const { main, locations } = MESSAGES[locale];
  const name = locations[county].name;
  const subtitle = main.LocationPage.title.replace("{county}", name);
  return { locale, kind: "county", brand: main.Brand.name, title: name, subtitle, tagline: main.Brand.tagline };
}

// Width and height from the PNG's IHDR chunk.
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// The x of every point of an SVG path (all its commands take x y pairs).
const xs = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number).filter((_, index) => index % 2 === 0);

describe("share images", () => {
  it("are 1200×630 PNGs in English, Chinese and Arabic", async () => {
    for (const content of [
      serviceImage("en", "house-cleaning"),
      countyImage("cn", "cork"),
      serviceImage("ar", "end-of-tenancy-cleaning"),
    ]) {
      const png = Buffer.from(await renderOgImage(content).arrayBuffer());
      expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
    }
  });

  it("have a glyph for every character of every page's texts (no empty boxes)", () => {
    for (const locale of routing.locales) {
      const contents = [
        ...SERVICES.map((service) => serviceImage(locale, service.slug)),
        ...COUNTIES.map((county) => countyImage(locale, county)),
      ];
      const style = {
        size: 32,
        weight: "bold" as const,
        direction: directionOf(locale),
        fallback: fontFallback(locale),
      };
      const texts = new Set(
        contents.flatMap(({ brand, title, subtitle, tagline }) => [brand, title, subtitle, tagline]),
      );
      for (const text of texts) {
        const missing = shapeLine(text, style).runs.flatMap((run) => run.glyphs.filter((glyph) => glyph.id === 0));
        expect(missing, `${locale}: ${text}`).toEqual([]);
      }
    }
  });

  it("start right-to-left lines at the right edge", () => {
    const options = { size: 40, weight: "bold" as const, width: 600, maxLines: 1, lineHeight: 50 };
    const arabic = xs(textBlock("كورك", fontFallback("ar"), { ...options, direction: "rtl" }).path);
    expect(Math.max(...arabic)).toBeGreaterThan(590);
    expect(Math.min(...arabic)).toBeGreaterThan(450);
    const latin = xs(textBlock("Cork", fontFallback("en"), { ...options, direction: "ltr" }).path);
    expect(Math.min(...latin)).toBeLessThan(10);
    expect(Math.max(...latin)).toBeLessThan(150);
  });

  it("end text longer than its lines in an ellipsis", () => {
    const options = { size: 32, weight: "regular" as const, direction: "ltr" as const, width: 300, lineHeight: 40 };
    const long = textBlock(servicesEn["house-cleaning"].p1, fontFallback("en"), { ...options, maxLines: 2 });
    expect(long).toMatchObject({ lines: 2, height: 80, isCut: true });
    const short = textBlock("House Cleaning", fontFallback("en"), { ...options, maxLines: 2 });
    expect(short).toMatchObject({ lines: 1, height: 40, isCut: false });
  });
});
