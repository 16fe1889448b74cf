import { describe, expect, it } from "vitest";
import { localizedPath, unlocalizedPath } from "./seo";

describe("localized paths", () => {
  it("prefixes every language but English", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/contact")).toBe("/contact");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("fr", "/locations/cork")).toBe("/fr/locations/cork");
  });

  it("takes the prefix off again", () => {
    expect(unlocalizedPath("/")).toEqual({ locale: "en", path: "/" });
    expect(unlocalizedPath("/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(unlocalizedPath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(unlocalizedPath("/cn/services/house-cleaning")).toEqual({ locale: "cn", path: "/services/house-cleaning" });
    // Not a language: a page whose name starts like one.
    expect(unlocalizedPath("/from-us")).toEqual({ locale: "en", path: "/from-us" });
    // English as the middleware rewrites it.
    expect(unlocalizedPath("/en/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(unlocalizedPath("/en")).toEqual({ locale: "en", path: "/" });
  });

  it("round-trips every language", () => {
    for (const locale of ["en", "fr", "vi", "cn", "ar"] as const) {
      for (const path of ["/", "/about", "/locations/dublin"]) {
        expect(unlocalizedPath(localizedPath(locale, path))).toEqual({ locale, path });
      }
    }
  });
});
