import { describe, expect, it } from "vitest";
import { loadFont } from "./fonts";
import {
  glyphText,
  paragraphDirection,
  shapeLine,
  visualOrder,
  wrapParagraph,
  type ShapedLine,
  type TextStyle,
} from "./text-layout";

const rtl: TextStyle = { size: 10, weight: "regular", direction: "rtl", fallback: ["latin", "arabic", "cjk"] };
const ltr: TextStyle = { size: 10, weight: "regular", direction: "ltr", fallback: ["latin", "cjk", "arabic"] };

// What a PDF text extractor reads back from a line: each run's glyphs as
// their ToUnicode characters, an RTL run reversed back to logical order.
function extracted(line: ShapedLine): string[] {
  return line.runs.map((run) => {
    const characters = run.glyphs.flatMap((glyph) => glyphText(run.font, glyph, run.isRtl));
    return String.fromCodePoint(...(run.isRtl ? characters.reverse() : characters));
  });
}

describe("visualOrder (bidi rule L2)", () => {
  it("reverses right-to-left runs and keeps numbers inside them left to right", () => {
    const runs = [
      { level: 1, text: "A" },
      { level: 2, text: "12" },
      { level: 1, text: "B" },
    ];
    expect(visualOrder(runs).map((run) => run.text)).toEqual(["B", "12", "A"]);
    expect(
      visualOrder([
        { level: 0, text: "x" },
        { level: 0, text: "y" },
      ]).map((run) => run.text),
    ).toEqual(["x", "y"]);
    const mixed = [{ level: 0 }, { level: 1 }, { level: 1 }, { level: 0 }].map((run, index) => ({ ...run, index }));
    expect(visualOrder(mixed).map((run) => run.index)).toEqual([0, 2, 1, 3]);
  });
});

describe("shapeLine", () => {
  it("joins Arabic letters: the glyphs are the contextual forms, not the isolated letters", () => {
    const font = loadFont("arabic", "regular");
    const line = shapeLine("ببب", rtl);
    expect(line.runs).toHaveLength(1);
    const [run] = line.runs;
    expect(run).toMatchObject({ role: "arabic", isRtl: true });
    const isolated = font.layout("ب", {}, undefined, undefined, "rtl").glyphs[0]!.id;
    // Final, medial, initial from left to right: three different glyphs, none isolated.
    const ids = run!.glyphs.map((glyph) => glyph.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(isolated);
  });

  it("makes the lam-alef ligature and reads back in logical order", () => {
    const line = shapeLine("الإجمالي", rtl);
    expect(line.runs).toHaveLength(1);
    expect(line.runs[0]!.glyphs.length).toBeLessThan([..."الإجمالي"].length);
    expect(extracted(line)).toEqual(["الإجمالي"]);
    expect(extracted(shapeLine("لا إله", rtl)).join("")).toBe("لا إله");
  });

  it("lays out Latin words and numbers left to right inside Arabic, the first word rightmost", () => {
    const line = shapeLine("رقم الفاتورة INV-2026-0042", rtl);
    expect(line.runs.map((run) => [run.role, run.isRtl])).toEqual([
      ["latin", false],
      ["arabic", true],
    ]);
    expect(extracted(line)).toEqual(["INV-2026-0042", "رقم الفاتورة "]);
    expect(line.width).toBeGreaterThan(0);
  });

  it("drops the direction marks of formatted amounts and keeps the digits in order", () => {
    const amount = new Intl.NumberFormat("ar", { style: "currency", currency: "EUR" }).format(1234.5);
    expect(amount).toMatch(/\u200f/);
    const text = extracted(shapeLine(amount, rtl)).join("");
    expect(text).not.toMatch(/\u200f/);
    expect(text).toContain("1,234.50");
  });

  it("mirrors brackets in right-to-left text", () => {
    // Drawn left to right: the closing bracket (logically last) comes first, as "(".
    const line = shapeLine("(مرحبا)", rtl);
    const drawn = line.runs.flatMap((run) => run.glyphs.map((glyph) => glyphText(run.font, glyph, run.isRtl)));
    expect(String.fromCodePoint(...drawn[0]!)).toBe("(");
    expect(String.fromCodePoint(...drawn.at(-1)!)).toBe(")");
    expect(line.runs.map((run) => run.text).join("")).toBe("(مرحبا)");
  });

  it("takes Chinese from the CJK font and Latin, digits and € from Noto Sans", () => {
    const line = shapeLine("总计：€5", ltr);
    expect(line.runs.map((run) => [run.role, run.text])).toEqual([
      ["cjk", "总计："],
      ["latin", "€5"],
    ]);
    expect(extracted(line).join("")).toBe("总计：€5");
  });

  it("keeps Vietnamese letters precomposed, so they copy as typed", () => {
    const line = shapeLine("Địa chỉ người nhận", ltr);
    expect(line.runs.map((run) => run.role)).toEqual(["latin"]);
    expect(line.runs[0]!.glyphs).toHaveLength([..."Địa chỉ người nhận"].length);
    expect(extracted(line).join("")).toBe("Địa chỉ người nhận");
  });

  it("maps every glyph to its own character, whatever text met it first", () => {
    shapeLine("ị", ltr);
    expect(extracted(shapeLine("Office", ltr)).join("")).toBe("Office");
  });

  it("takes a typed line's direction from its first letter", () => {
    expect(paragraphDirection("12 Harcourt Street")).toBe("ltr");
    expect(paragraphDirection("١٢ شارع هاركورت")).toBe("rtl");
    const line = shapeLine("12 Harcourt Street", { ...rtl, direction: "auto" });
    expect(extracted(line).join("")).toBe("12 Harcourt Street");
  });
});

describe("wrapParagraph", () => {
  it("breaks at spaces within the width", () => {
    const text = "Weekly office clean of the ground floor, the kitchen and the meeting rooms";
    const lines = wrapParagraph(text, 120, ltr);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(shapeLine(line, ltr).width).toBeLessThanOrEqual(120);
  });

  it("breaks Chinese between characters but not before closing punctuation", () => {
    const lines = wrapParagraph("每周办公室清洁，包括一楼和厨房。", 50, ltr);
    expect(lines.join("")).toBe("每周办公室清洁，包括一楼和厨房。");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(/^[，。]/);
  });

  it("cuts a word longer than the line", () => {
    const lines = wrapParagraph("averyveryverylongaddress@example-company.ie", 60, ltr);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("averyveryverylongaddress@example-company.ie");
  });
});
