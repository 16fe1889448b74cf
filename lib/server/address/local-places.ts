import { IRISH_PLACES, type IrishPlace } from "@/lib/content/irish-places";
import type { AddressSuggestion } from "./address-suggestion";

// Lower case, accents and punctuation removed: "Dún Laoghaire" → "dun laoghaire".
export const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export const placeLabel = (place: IrishPlace) => `${place.name}, Co. ${place.county}`;

const indexed = IRISH_PLACES.map((place) => ({
  place,
  town: normalize(place.name),
  county: normalize(place.county),
  label: normalize(placeLabel(place)),
}));

type Indexed = (typeof indexed)[number];

// Lower is better: the town itself, then the start of the town (or of one of
// its words), then the county, then anywhere in the label.
function score({ town, county, label }: Indexed, term: string): number | undefined {
  if (town === term) return 0;
  if (town.startsWith(term)) return 1;
  if (town.split(" ").some((word) => word.startsWith(term))) return 2;
  if (county === term) return 3;
  if (county.startsWith(term)) return 4;
  if (town.includes(term)) return 5;
  if (county.includes(term)) return 6;
  if (label.includes(term)) return 7;
  return undefined;
}

// Suggestions from the built-in list of Irish towns, best matches first.
// "Co. Cork" and "County Cork" mean the county.
export function matchLocalPlaces(term: string, top: number): AddressSuggestion[] {
  const wanted = normalize(term).replace(/^(co|county) /, "");
  if (wanted === "") return [];
  return indexed
    .flatMap((entry) => {
      const rank = score(entry, wanted);
      return rank === undefined ? [] : [{ entry, rank }];
    })
    .sort((a, b) => a.rank - b.rank || a.entry.label.localeCompare(b.entry.label))
    .slice(0, top)
    .map(({ entry }) => ({ address: placeLabel(entry.place) }));
}
