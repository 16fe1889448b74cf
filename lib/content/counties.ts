// The coverage list (spec §1, §3): the four provinces and the 26 counties of
// the Republic of Ireland. Names and texts per language are in
// messages/locations/<locale>.json under the slug.
export const PROVINCES = [
  {
    slug: "leinster",
    name: "Leinster",
    counties: [
      "carlow",
      "dublin",
      "kildare",
      "kilkenny",
      "laois",
      "longford",
      "louth",
      "meath",
      "offaly",
      "westmeath",
      "wexford",
      "wicklow",
    ],
  },
  { slug: "munster", name: "Munster", counties: ["clare", "cork", "kerry", "limerick", "tipperary", "waterford"] },
  { slug: "connacht", name: "Connacht", counties: ["galway", "leitrim", "mayo", "roscommon", "sligo"] },
  { slug: "ulster", name: "Ulster", counties: ["cavan", "donegal", "monaghan"] },
] as const;

export type ProvinceSlug = (typeof PROVINCES)[number]["slug"];
export type CountySlug = (typeof PROVINCES)[number]["counties"][number];

export const COUNTIES: readonly CountySlug[] = PROVINCES.flatMap((province) => province.counties);

// /locations/Dublin and /locations/dublin are the same page.
export function findCounty(value: string): CountySlug | undefined {
  const slug = value.toLowerCase();
  return COUNTIES.find((county) => county === slug);
}

// Case-insensitive substring search over the names shown (spec §2
// /areascovered): the provinces in order, each with its matching counties,
// and no province left empty. Works on PROVINCES or on a localized copy.
export function filterCounties<Province extends { counties: readonly unknown[] }>(
  provinces: readonly Province[],
  query: string,
  nameOf: (county: Province["counties"][number]) => string,
): (Omit<Province, "counties"> & { counties: Province["counties"][number][] })[] {
  const needle = query.trim().toLocaleLowerCase();
  return provinces
    .map((province) => ({
      ...province,
      counties: province.counties.filter((county) => nameOf(county).toLocaleLowerCase().includes(needle)),
    }))
    .filter((province) => province.counties.length > 0);
}
