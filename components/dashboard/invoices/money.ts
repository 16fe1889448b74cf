"use client";

import { useCallback } from "react";
import { useFormatter } from "@/lib/i18n/use-formatter";

// Cents shown as euro in the page's number format (€1,234.50, 1 234,50 €).
export function useEuro() {
  const format = useFormatter();
  return useCallback((cents: number) => format.number(cents / 100, { style: "currency", currency: "EUR" }), [format]);
}

// A VAT rate in basis points shown as a percentage (1350 → 13.5 %).
export function usePercent() {
  const format = useFormatter();
  return useCallback(
    (basisPoints: number) => format.number(basisPoints / 10000, { style: "percent", maximumFractionDigits: 1 }),
    [format],
  );
}
