// Money is typed in euro and travels in integer cents.

// "12.5", "12,50", "€ 1,234.56" → 1250 / 123456; null when it is not an amount.
export function euroTextToCents(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, "");
  if (!cleaned) return null;
  // A comma followed by one or two digits at the end is a decimal comma (fr, vi).
  const normalised = /,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(/\./g, "").replace(",", ".")
    : cleaned.replace(/,/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

// Written back with two decimals, and the language's decimal comma where it
// has one ("19,99" in French): a French form started at "0.00".
export function centsToEuroText(cents: number | null | undefined, decimalComma = false): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const text = (cents / 100).toFixed(2);
  return decimalComma ? text.replace(".", ",") : text;
}

// Whether a language writes 1.5 as "1,5" (a BCP 47 tag: lib/i18n/locales.ts).
const decimalCommas = new Map<string, boolean>();

export function hasDecimalComma(languageTag: string): boolean {
  let hasComma = decimalCommas.get(languageTag);
  if (hasComma === undefined) {
    const parts = new Intl.NumberFormat(languageTag).formatToParts(1.5);
    hasComma = parts.find((part) => part.type === "decimal")?.value === ",";
    decimalCommas.set(languageTag, hasComma);
  }
  return hasComma;
}

// Whether a language writes the euro sign after the amount ("12,50 €" in
// French, Vietnamese and Arabic; "€12.50" in English and Chinese): the money
// fields put their "€" on that side.
const signsAfter = new Map<string, boolean>();

export function hasEuroSignAfter(languageTag: string): boolean {
  let isAfter = signsAfter.get(languageTag);
  if (isAfter === undefined) {
    const types = new Intl.NumberFormat(languageTag, { style: "currency", currency: "EUR" })
      .formatToParts(1.5)
      .map((part) => part.type);
    isAfter = types.indexOf("currency") > types.indexOf("integer");
    signsAfter.set(languageTag, isAfter);
  }
  return isAfter;
}
