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
    expect(filterCounties("ON", name)).toEqual([
      { slug: "leinster", counties: ["longford"] },
      { slug: "connacht", counties: ["roscommon"] },
      { slug: "ulster", counties: ["donegal", "monaghan"] },
    ]);
    expect(filterCounties("zzz", name)).toEqual([]);
    expect(filterCounties("", name).flatMap((p) => p.counties)).toHaveLength(26);
  });
});
