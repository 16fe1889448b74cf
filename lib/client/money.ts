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

export function centsToEuroText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  return (cents / 100).toFixed(2);
}
