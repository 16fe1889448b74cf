import "server-only";
import { ImageResponse } from "next/og";
import { palette } from "@/components/providers/palette";
import { directionOf } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { OG_IMAGE_SIZE } from "@/lib/seo";
import type { FontRole } from "@/lib/server/pdf/fonts";
import { fontFallback, textBlock, type TextBlock, type TextBlockOptions } from "./og-text";

// The share image of a service or county page (issue #16): the brand, the
// page's title in its language, a short line under it, and a drawing on the
// brand's green. Built once per page and language when the site is built.

// The brand's greens and background (the theme's), and text colours.
const GREEN = palette.primary.main;
const GREEN_DARK = palette.primary.dark;
const GREEN_LIGHT = palette.primary.light;
const BACKGROUND = palette.background.default;
const TEXT = "#10231b";
const TEXT_SECONDARY = "#2b3540";

const ART_WIDTH = 360;
const PADDING = 72;
const TEXT_WIDTH = OG_IMAGE_SIZE.width - ART_WIDTH - 2 * PADDING;

export type OgImageContent = {
  locale: Locale;
  kind: "service" | "county";
  brand: string;
  title: string;
  subtitle: string;
  tagline: string;
};

// The brand's mark (app/icon.svg): a drop on a rounded square.
const DROP = "M32 12c-8 11-14 19-14 27a14 14 0 0 0 28 0c0-8-6-16-14-27z";

// A four-pointed sparkle of radius r centred on (x, y).
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}` +
  `Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z`;

const PIN = "M180 150c-62 0-112 50-112 112 0 84 112 214 112 214s112-130 112-214c0-62-50-112-112-112z";

function Art({ kind }: { kind: OgImageContent["kind"] }) {
  return (
    <svg width={ART_WIDTH} height={OG_IMAGE_SIZE.height} viewBox={`0 0 ${ART_WIDTH} ${OG_IMAGE_SIZE.height}`}>
      <rect width={ART_WIDTH} height={OG_IMAGE_SIZE.height} fill={GREEN} />
      <circle cx={300} cy={40} r={150} fill={GREEN_DARK} />
      <circle cx={40} cy={590} r={120} fill={GREEN_DARK} />
      <circle cx={330} cy={560} r={46} fill={GREEN_LIGHT} opacity={0.6} />
      {kind === "county" ? (
        <>
          <path d={PIN} fill="#ffffff" />
          <path d={DROP} transform="translate(124 186) scale(1.75)" fill={GREEN} />
        </>
      ) : (
        <path d={DROP} transform="translate(20 110) scale(5)" fill="#ffffff" />
      )}
      <path d={sparkle(86, 150, 34)} fill="#ffffff" />
      <path d={sparkle(316, 360, 24)} fill={GREEN_LIGHT} />
      <path d={sparkle(70, 470, 18)} fill="#ffffff" opacity={0.85} />
      <path d={sparkle(282, 470, 40)} fill="#ffffff" />
    </svg>
  );
}

function Text({ block, color }: { block: TextBlock; color: string }) {
  return (
    <svg width={block.width} height={block.height} viewBox={`0 0 ${block.width} ${block.height}`}>
      <path d={block.path} fill={color} />
    </svg>
  );
}

// A short title is large; a longer one gets smaller as it takes more lines.
const TITLE_SIZES = [
  { size: 76, lines: 1 },
  { size: 64, lines: 2 },
  { size: 54, lines: 3 },
] as const;

function titleBlock(text: string, fallback: readonly FontRole[], base: Pick<TextBlockOptions, "direction" | "width">) {
  let block: TextBlock | undefined;
  for (const { size, lines } of TITLE_SIZES) {
    block = textBlock(text, fallback, { ...base, size, weight: "bold", maxLines: lines, lineHeight: size * 1.22 });
    if (!block.isCut) return block;
  }
  return block!;
}

export function renderOgImage(content: OgImageContent): ImageResponse {
  const direction = directionOf(content.locale);
  const fallback = fontFallback(content.locale);
  const base = { direction, width: TEXT_WIDTH };
  const brand = textBlock(content.brand, fallback, {
    ...base,
    width: TEXT_WIDTH - 76,
    size: 38,
    weight: "bold",
    maxLines: 1,
    lineHeight: 56,
  });
  const title = titleBlock(content.title, fallback, base);
  const subtitle = textBlock(content.subtitle, fallback, {
    ...base,
    size: 32,
    weight: "regular",
    maxLines: 3,
    lineHeight: 46,
  });
  const tagline = textBlock(content.tagline, fallback, {
    ...base,
    width: TEXT_WIDTH - 88,
    size: 26,
    weight: "regular",
    maxLines: 1,
    lineHeight: 36,
  });
  const row = direction === "rtl" ? "row-reverse" : "row";
  return new ImageResponse(
    <div style={{ display: "flex", flexDirection: row, width: "100%", height: "100%", background: BACKGROUND }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: OG_IMAGE_SIZE.width - ART_WIDTH,
          padding: `60px ${PADDING}px`,
        }}
      >
        <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 20 }}>
          <svg width={56} height={56} viewBox="0 0 64 64">
            <rect width={64} height={64} rx={14} fill={GREEN} />
            <path d={DROP} fill="#ffffff" />
          </svg>
          <div style={{ display: "flex", width: brand.width, justifyContent: "flex-start" }}>
            <Text block={brand} color={GREEN_DARK} />
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
          <Text block={title} color={TEXT} />
          <Text block={subtitle} color={TEXT_SECONDARY} />
        </div>
        <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 24 }}>
          <div style={{ display: "flex", width: 64, height: 8, borderRadius: 4, background: GREEN }} />
          <Text block={tagline} color={GREEN_DARK} />
        </div>
      </div>
      <Art kind={content.kind} />
    </div>,
    OG_IMAGE_SIZE,
  );
}
