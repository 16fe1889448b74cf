import { describe, expect, it } from "vitest";
import { anchorOf, SECTION_IDS, SECTIONS } from "./sections";

describe("showcase sections", () => {
  // Section and demo anchors are HTML ids on one page: a demo listed in two
  // sections gave the page duplicate ids (issue #16).
  it("gives every section and demo an anchor of its own", () => {
    const anchors = [...SECTION_IDS, ...SECTION_IDS.flatMap((section) => SECTIONS[section])].map(anchorOf);
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([]);
  });

  it("kebab-cases anchors", () => {
    expect(anchorOf("textFields")).toBe("text-fields");
    expect(anchorOf("backOffice")).toBe("back-office");
  });
});
