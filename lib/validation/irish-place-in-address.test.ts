import { describe, expect, it } from "vitest";
import { IRISH_COUNTIES, IRISH_PLACES } from "@/lib/content/irish-places";
import { namesIrishPlace } from "./irish-place-in-address";

describe("namesIrishPlace", () => {
  it.each([
    "4 Patrick Street, Cork",
    "4 Patrick Street, Co. Cork",
    "4 Patrick Street, County Cork",
    "4 Patrick Street, CO CORK",
    "Flat 2, 10 Camden Row, Dublin 8",
    "12 Main Street, Swords",
    "3 Sea Road, Dun Laoghaire",
    "3 Sea Road, Dún Laoghaire",
    "1 Bridge Street, Carrick on Shannon",
    "1 Bridge Street, Carrick-on-Shannon, Co. Leitrim",
    "The Square, New Ross",
    "Apartment 5, Kilkenny",
    "The Old Mill,Athlone",
  ])("finds a place in %j", (address) => {
    expect(namesIrishPlace(address)).toBe(true);
  });

  it.each([
    "",
    "14 Orchard Way",
    "Corkscrew Lane 3",
    "22 Dublinia Court",
    "Newross House",
    "5 High Street, Belfast",
    "Carrick Road",
  ])("finds none in %j", (address) => {
    expect(namesIrishPlace(address)).toBe(false);
  });

  it("knows every county and every town of the list", () => {
    for (const name of [...IRISH_COUNTIES, ...IRISH_PLACES.map((place) => place.name)])
      expect(namesIrishPlace(`1 Main Street, ${name}`), name).toBe(true);
  });
});
