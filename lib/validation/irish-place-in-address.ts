import { IRISH_COUNTIES, IRISH_PLACES } from "@/lib/content/irish-places";

// Whether an address names one of the 26 counties or one of their towns and
// areas (lib/content/irish-places.ts) as whole words, ignoring case, accents
// and punctuation: "Co. Cork", "County Cork", "Dublin 8", "swords",
// "Dun Laoghaire" and "Carrick on Shannon" do; "Corkscrew Lane" does not.
// A callback without an Eircode is still worth taking when the office can
// tell from the address where the visitor is (issue #16).
export function namesIrishPlace(address: string): boolean {
  const words = ` ${simplify(address)} `;
  return placeNames().some((name) => words.includes(` ${name} `));
}

let names: readonly string[] | undefined;

function placeNames(): readonly string[] {
  names ??= [...new Set([...IRISH_COUNTIES, ...IRISH_PLACES.map((place) => place.name)].map(simplify))];
  return names;
}

// Lower case, accents dropped, anything but letters and digits a single space.
function simplify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
