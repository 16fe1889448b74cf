import { describe, expect, it } from "vitest";
import { MAX_FILE_NAME_LENGTH, safeFileName } from "./file-name";

describe("safeFileName", () => {
  it.each([
    ["Safe Pass.pdf", "Safe Pass.pdf"],
    ["C:\\fakepath\\Garda vetting.pdf", "Garda vetting.pdf"],
    ["../../etc/passwd.png", "passwd.png"],
    ["folder/", "fallback.pdf"],
    ["  Teastas Ó Súilleabháin.pdf  ", "Teastas Ó Súilleabháin.pdf"],
    ["report\u202Efdp.exe", "reportfdp.exe"],
    ["tab\there\u0000\u001b\u009b.pdf", "tabhere.pdf"],
    ["\u0007\u0008", "fallback.pdf"],
    ["..", "fallback.pdf"],
    ["", "fallback.pdf"],
    // Decomposed (as macOS sends it) becomes composed.
    ["Sea\u0301n.pdf", "Seán.pdf"],
  ])("%j → %j", (name, expected) => {
    expect(safeFileName(name, "fallback.pdf")).toBe(expected);
  });

  it("cuts long names to 200 characters, keeping the extension", () => {
    const name = safeFileName(`${"a".repeat(300)}.pdf`, "x");
    expect(name).toBe(`${"a".repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it("never splits a character made of two code units", () => {
    const name = safeFileName("🧽".repeat(250), "x");
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).toBe("🧽".repeat(MAX_FILE_NAME_LENGTH));
  });
});
