import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/server/csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["O'Brien", "O'Brien"],
    ["Byrne, Aoife", '"Byrne, Aoife"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+353 1 555", "'+353 1 555"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["", ""],
  ])("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("joins cells with commas and ends every line with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c,d", "e"],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });
});
