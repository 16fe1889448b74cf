import { describe, expect, it } from "vitest";
import { checkImage, MAX_IMAGE_BYTES } from "./validate-image";

describe("checkImage", () => {
  it.each([
    ["image/png", 1000, null],
    ["image/jpeg", MAX_IMAGE_BYTES, null],
    ["image/webp", MAX_IMAGE_BYTES + 1, "size"],
    ["application/pdf", 1000, "type"],
    ["", 10, "type"],
  ])("%s of %i bytes → %s", (type, size, problem) => {
    expect(checkImage({ type, size })).toBe(problem);
  });
});
