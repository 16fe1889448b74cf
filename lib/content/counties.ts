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

// What a search compares: lower case, with accents and other combining marks
// dropped (NFD), so "dun", "DÚN" and "Dún" are the same text. toLowerCase, not
// toLocaleLowerCase: the server and the browser must fold alike.
const foldForSearch = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Substring search over a county's names, ignoring case and accents (spec §2
// /areascovered): the provinces in order, each with its matching counties,
// and no province left empty. A county may go by several names (the page's
// language and English, so "Cork" finds كورك). Works on PROVINCES or on a
// localized copy.
export function filterCounties<Province extends { counties: readonly unknown[] }>(
  provinces: readonly Province[],
  query: string,
  namesOf: (county: Province["counties"][number]) => string | readonly string[],
): (Omit<Province, "counties"> & { counties: Province["counties"][number][] })[] {
  const needle = foldForSearch(query.trim());
  const matches = (county: Province["counties"][number]) =>
    [namesOf(county)].flat().some((name) => foldForSearch(name).includes(needle));
  return provinces
    .map((province) => ({ ...province, counties: province.counties.filter(matches) }))
    .filter((province) => province.counties.length > 0);
}
