// Post codes as people type them (any case, with or without the space, extra
// spaces) turned into the one way they are written: "d02x285" → "D02 X285",
// "sw1a1aa" → "SW1A 1AA". Anything else gives null.

// Eircode: a routing key (a letter and two digits, or D6W) and a unique
// identifier of four letters or digits. Both parts leave out the letters
// that are easily misread (B, G, I, J, L, M, O, Q, S, U, Z).
const EIRCODE_COMPACT = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/;

// UK postcode: an outward code (area and district: A9, A99, A9A, AA9, AA99,
// AA9A) and an inward code (a digit and two letters), with the letters each
// position may hold; GIR 0AA is the one code outside the pattern.
const UK_POSTCODE_COMPACT =
  /^(?:GIR0AA|[A-PR-UWYZ](?:\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRV-Y\d]?)\d[ABD-HJLNP-UW-Z]{2})$/;

const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

export function normaliseEircode(value: string): string | null {
  const code = compact(value);
  return EIRCODE_COMPACT.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : null;
}

export function normaliseUkPostcode(value: string): string | null {
  const code = compact(value);
  return UK_POSTCODE_COMPACT.test(code) ? `${code.slice(0, -3)} ${code.slice(-3)}` : null;
}
