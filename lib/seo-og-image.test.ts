import fs from "node:fs";
import path from "node:path";
import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import { describe, expect, it } from "vitest";
import { routing } from "@/lib/i18n/routing";
import { ogImagePath, publicMetadata, SITE_URL } from "./seo";

// The folders holding an opengraph-image.tsx, with a page of each.
const IMAGE_ROUTES = [
  {
    folder: "/[locale]/(public)/services/[slug]",
    params: { slug: "house-cleaning" },
    path: "/services/house-cleaning",
  },
  { folder: "/[locale]/(public)/locations/[city]", params: { city: "cork" }, path: "/locations/cork" },
];

describe("share image addresses", () => {
  it("are those Next gives the opengraph-image routes, English without /en", () => {
    for (const { folder, params, path: page } of IMAGE_ROUTES) {
      expect(fs.existsSync(path.join(process.cwd(), "app", folder, "opengraph-image.tsx"))).toBe(true);
      for (const locale of routing.locales) {
        const next = fillMetadataSegment(folder, { locale, ...params }, "opengraph-image", false);
        expect(ogImagePath(locale, page)).toBe(locale === "en" ? next.replace(/^\/en\//, "/") : next);
      }
    }
  });

  it("go into the metadata of service and county pages only, with the page title as alt text", () => {
    const metadata = publicMetadata({
      locale: "fr",
      path: "/locations/cork",
      title: "Comté de Cork",
      description: "…",
    });
    expect(metadata.metadataBase?.toString()).toBe(`${SITE_URL}/`);
    expect(metadata.openGraph?.images).toEqual([
      {
        url: "/fr/locations/cork/opengraph-image-q6kiwm",
        width: 1200,
        height: 630,
        type: "image/png",
        alt: "Comté de Cork",
      },
    ]);
    const about = publicMetadata({ locale: "en", path: "/about", title: "About us", description: "…" });
    expect(about.openGraph).not.toHaveProperty("images");
    expect(ogImagePath("en", "/services")).toBeUndefined();
  });
});
