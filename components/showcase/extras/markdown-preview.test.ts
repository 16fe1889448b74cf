import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownPreview } from "./markdown-preview";

const render = (source: string) => renderToStaticMarkup(createElement(MarkdownPreview, { source, emptyText: "Empty" }));

describe("the Markdown preview (react-markdown)", () => {
  it("renders paragraphs, lists, bold and italic", () => {
    const html = render("Clean the **oven** and the _fridge_:\n\n- kitchen\n- bathroom");
    expect(html).toContain("<strong>oven</strong>");
    expect(html).toContain("<em>fridge</em>");
    expect(html).toMatch(/<ul>\s*<li>kitchen<\/li>\s*<li>bathroom<\/li>\s*<\/ul>/);
  });

  it("shows HTML typed into it as text, and never runs a javascript: link", () => {
    const html = render('<img src=x onerror="alert(1)"> [click](javascript:alert(2))');
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain("&lt;img");
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it("says so when there is nothing to show", () => {
    expect(render("   ")).toContain("Empty");
  });
});
