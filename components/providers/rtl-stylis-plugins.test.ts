import { compile, middleware, serialize, stringify } from "stylis";
import { describe, expect, it } from "vitest";
import { RTL_STYLIS_PLUGINS } from "./rtl-stylis-plugins";

function rtlCss(css: string): string {
  return serialize(compile(css), middleware([...RTL_STYLIS_PLUGINS, stringify]));
}

describe("RTL_STYLIS_PLUGINS", () => {
  it("swaps left and right", () => {
    expect(rtlCss(".a{margin-left:4px;text-align:left}")).toBe(".a{margin-right:4px;text-align:right;}");
  });

  it("still adds the vendor prefixes browsers need", () => {
    expect(rtlCss(".a{user-select:none}")).toContain("-webkit-user-select:none;");
  });

  it("writes no scroll-snap-margin, which is not a CSS property", () => {
    const css = rtlCss(".a{scroll-margin-top:16px;scroll-margin:8px}");
    expect(css).not.toContain("scroll-snap");
    expect(css).toContain("scroll-margin-top:16px;");
    expect(css).toContain("scroll-margin:8px;");
  });
});
