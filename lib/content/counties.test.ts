import { describe, expect, it } from "vitest";
import arabicLocations from "@/messages/locations/ar.json";
import englishLocations from "@/messages/locations/en.json";
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

  // The Arabic page as AreasSearch builds it: each county's Arabic name and its English name.
  const arabic = PROVINCES.map((province) => ({
    slug: province.slug,
    counties: province.counties.map((slug) => ({
      slug,
      name: arabicLocations[slug].name,
      englishName: englishLocations[slug].name,
    })),
  }));
  const found = (query: string) =>
    filterCounties(arabic, query, (county) => [county.name, county.englishName]).flatMap((province) =>
      province.counties.map((county) => county.slug),
    );

  it.each([
    ["Cork", ["cork"]],
    ["co", ["cork", "roscommon"]],
    ["wex", ["wexford"]],
    ["WEXFORD", ["wexford"]],
    ["كورك", ["cork"]],
    ["atlantis", []],
  ])("finds %s on the Arabic page by either name", (query, slugs) => {
    expect(found(query)).toEqual(slugs);
  });

  it("ignores accents on either side", () => {
    const irish = [{ counties: [{ name: "Dún na nGall" }, { name: "Ciarraí" }, { name: "Corcaigh" }] }];
    const names = (query: string) =>
      filterCounties(irish, query, (county) => county.name).flatMap((province) =>
        province.counties.map((county) => county.name),
      );
    expect(names("dun")).toEqual(["Dún na nGall"]);
    expect(names("CIARRAI")).toEqual(["Ciarraí"]);
    expect(names("córc")).toEqual(["Corcaigh"]);
  });
});
