import { describe, expect, it } from "vitest";
import { bulletLines, parseInline, parseMarkdown, wrapSelection } from "./markdown";

describe("parseInline", () => {
  it("splits bold and italic from plain text", () => {
    expect(parseInline("a **b** _c_ *d*")).toEqual([
      { kind: "text", text: "a " },
      { kind: "bold", text: "b" },
      { kind: "text", text: " " },
      { kind: "italic", text: "c" },
      { kind: "text", text: " " },
      { kind: "italic", text: "d" },
    ]);
  });

  it("keeps HTML as text", () => {
    expect(parseInline("<b>x</b>")).toEqual([{ kind: "text", text: "<b>x</b>" }]);
  });
});

describe("parseMarkdown", () => {
  it("groups lines into paragraphs and lists", () => {
    const blocks = parseMarkdown("One\ntwo\n\n- a\n- b\n\nEnd");
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "list", "paragraph"]);
    expect(blocks[0]).toMatchObject({ lines: [[{ text: "One" }], [{ text: "two" }]] });
    expect(blocks[1]).toMatchObject({ items: [[{ text: "a" }], [{ text: "b" }]] });
  });

  it("returns nothing for blank input", () => {
    expect(parseMarkdown("\n \n")).toEqual([]);
  });
});

describe("editing", () => {
  it("wraps the selection and keeps it selected", () => {
    expect(wrapSelection({ value: "a big job", start: 2, end: 5 }, "**", "x")).toEqual({
      value: "a **big** job",
      start: 4,
      end: 7,
    });
  });

  it("inserts a selected placeholder when nothing is selected", () => {
    expect(wrapSelection({ value: "ab", start: 1, end: 1 }, "_", "text")).toEqual({
      value: "a_text_b",
      start: 2,
      end: 6,
    });
  });

  it("bullets every selected line once", () => {
    expect(bulletLines({ value: "x\none\n- two", start: 3, end: 11 })).toEqual({
      value: "x\n- one\n- two",
      start: 2,
      end: 13,
    });
  });
});
