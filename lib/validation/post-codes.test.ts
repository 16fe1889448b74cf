import { describe, expect, it } from "vitest";
import { normaliseEircode, normaliseUkPostcode } from "./post-codes";

describe("normaliseEircode", () => {
  it.each([
    ["D02 X285", "D02 X285"],
    ["d02x285", "D02 X285"],
    ["  d02  x285 ", "D02 X285"],
    ["D 02 X2 85", "D02 X285"],
    ["d02\u00a0x285", "D02 X285"],
    ["T12XY34", "T12 XY34"],
    ["h91e2k3", "H91 E2K3"],
    // Dublin 6W, the one routing key with a letter in it.
    ["d6wae12", "D6W AE12"],
    ["A65F4E2", "A65 F4E2"],
  ])("writes %j as %j", (typed, written) => {
    expect(normaliseEircode(typed)).toBe(written);
  });

  it.each([
    "",
    "D02",
    "D02 X28",
    "D02 X2855",
    // B, G, I, J, L, M, O, Q, S, U and Z are not used.
    "B02 X285",
    "D02 X2O5",
    "D02 XS85",
    "Z99 AAAA",
    // Only D6W has a letter in the routing key.
    "D6X AE12",
    "DD2 X285",
    // A UK postcode is not an Eircode.
    "BT1 1AA",
    "D02-X285",
    "D02\u202eX285",
  ])("refuses %j", (typed) => {
    expect(normaliseEircode(typed)).toBeNull();
  });
});

describe("normaliseUkPostcode", () => {
  it.each([
    // Each outward form: A9, A99, A9A, AA9, AA99, AA9A.
    ["m11ae", "M1 1AE"],
    ["b338th", "B33 8TH"],
    ["w1a0ax", "W1A 0AX"],
    ["bt11aa", "BT1 1AA"],
    ["BT1 1AA", "BT1 1AA"],
    ["bt93 1aa", "BT93 1AA"],
    ["dn551pt", "DN55 1PT"],
    ["sw1a1aa", "SW1A 1AA"],
    ["ec1a 1bb", "EC1A 1BB"],
    ["  cr2   6xh ", "CR2 6XH"],
    ["gir0aa", "GIR 0AA"],
  ])("writes %j as %j", (typed, written) => {
    expect(normaliseUkPostcode(typed)).toBe(written);
  });

  it.each([
    "",
    "BT1",
    "BT1 1A",
    "BT1 1AAA",
    "1T1 1AA",
    // Q, V and X never start a postcode; I, J and Z are never second.
    "QA1 1AA",
    "VA1 1AA",
    "XA1 1AA",
    "AI1 1AA",
    "AZ1 1AA",
    // The inward letters leave out C, I, K, M, O and V.
    "BT1 1AC",
    "BT1 1KA",
    "BT1 1AV",
    // The third letter of A9A and the fourth of AA9A are limited too.
    "W1I 1AA",
    "SW1C 1AA",
    "BT123 1AA",
    "D02 X285",
  ])("refuses %j", (typed) => {
    expect(normaliseUkPostcode(typed)).toBeNull();
  });
});
