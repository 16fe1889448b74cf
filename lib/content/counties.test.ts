import { describe, expect, it } from "vitest";
import { COUNTIES, filterCounties, findCounty, PROVINCES } from "./counties";

const name = (slug: string) => slug[0]!.toUpperCase() + slug.slice(1);

describe("coverage list", () => {
  it("has Leinster 12, Munster 6, Connacht 5, Ulster 3: 26 counties", () => {
    expect(PROVINCES.map((p) => [p.name, p.counties.length])).toEqual([
      ["Leinster", 12],
      ["Munster", 6],
      ["Connacht", 5],
      ["Ulster", 3],
    ]);
    expect(new Set(COUNTIES).size).toBe(26);
  });

  it("finds a county whatever its case", () => {
    expect(findCounty("Dublin")).toBe("dublin");
    expect(findCounty("DUBLIN")).toBe("dublin");
    expect(findCounty("atlantis")).toBeUndefined();
  });

  it("filters by case-insensitive substring, keeping provinces in order", () => {
    expect(filterCounties(PROVINCES, "ON", name).map((p) => [p.slug, p.counties])).toEqual([
      ["leinster", ["longford"]],
      ["connacht", ["roscommon"]],
      ["ulster", ["donegal", "monaghan"]],
    ]);
    expect(filterCounties(PROVINCES, "zzz", name)).toEqual([]);
    expect(filterCounties(PROVINCES, "", name).flatMap((p) => p.counties)).toHaveLength(26);
    // Localized entries keep what they carry (label, links).
    const localized = [{ label: "Ulster", counties: [{ name: "Dún na nGall", href: "/locations/donegal" }] }];
    expect(filterCounties(localized, "dún", (county) => county.name)).toEqual(localized);
  });
});
