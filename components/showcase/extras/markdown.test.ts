import { describe, expect, it } from "vitest";
import { bulletLines, wrapSelection } from "./markdown";

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
