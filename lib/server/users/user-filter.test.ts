import { describe, expect, it } from "vitest";
import { searchTerms } from "./user-filter";

describe("searchTerms", () => {
  it.each([
    ["", []],
    [
      "  aoife   byrne ",
      [
        { words: ["aoife"], digits: null },
        { words: ["byrne"], digits: null },
      ],
    ],
    ["087 123 4567", [{ words: ["087", "123", "4567"], digits: "0871234567" }]],
    ["+353 87 123", [{ words: ["+353", "87", "123"], digits: "087123" }]],
    ["00353-87-123", [{ words: ["00353-87-123"], digits: "087123" }]],
    ["(01) 555-0199", [{ words: ["(01)", "555-0199"], digits: "015550199" }]],
    [
      "byrne 087 123 dublin 2",
      [
        { words: ["byrne"], digits: null },
        { words: ["087", "123"], digits: "087123" },
        { words: ["dublin"], digits: null },
        { words: ["2"], digits: "2" },
      ],
    ],
    [
      "a1 mail@x.ie",
      [
        { words: ["a1"], digits: null },
        { words: ["mail@x.ie"], digits: null },
      ],
    ],
    [
      "- ()",
      [
        { words: ["-"], digits: null },
        { words: ["()"], digits: null },
      ],
    ],
  ])("%j → %j", (search, expected) => {
    expect(searchTerms(search)).toEqual(expected);
  });
});
