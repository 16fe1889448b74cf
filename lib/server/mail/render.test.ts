import { describe, expect, it } from "vitest";
import { renderMail } from "./render";

const content = {
  paragraphs: ["Hello"],
  rows: [["Phone", "+353 1 555 0123"]] as [string, string][],
  signature: "The team",
};
const labelCell = (html: string) => /<th style="([^"]*)">/.exec(html)?.[1];

describe("renderMail", () => {
  it("puts the details' labels at the left, the gap on their right, in a left-to-right mail", () => {
    const { html } = renderMail(content, "ltr");
    expect(html).toContain('<div dir="ltr"');
    expect(labelCell(html)).toBe("text-align:left;padding:4px 12px 4px 0;vertical-align:top");
  });

  it("mirrors them in a right-to-left mail: labels at the right, the gap on their left", () => {
    const { html } = renderMail(content, "rtl");
    expect(html).toContain('<div dir="rtl"');
    expect(labelCell(html)).toBe("text-align:right;padding:4px 0 4px 12px;vertical-align:top");
  });

  it("writes no logical property, which mail clients do not all know", () => {
    for (const dir of ["ltr", "rtl"] as const)
      expect(renderMail(content, dir).html).not.toMatch(/text-align:start|-inline-/);
  });

  it("still escapes the values typed by visitors", () => {
    const { html } = renderMail({ ...content, rows: [['<b onclick="x">', "<script>"]] }, "rtl");
    expect(html).toContain("&lt;b onclick=&quot;x&quot;&gt;");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
  });
});
