import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useFormatter } from "@/lib/i18n/use-formatter";

type Range = { from: number; to: number; count: number };

// A list's "1–10 of 11", for the data grid and for a plain table's pager alike:
// in every language (MUI X's Vietnamese has none) and in the page's digits. The
// range is isolated (U+2066 before it, U+2069 after), so that a right-to-left
// page does not turn it into "10–1". A count of -1 (not known) reads as the last row shown.
export function useDisplayedRows() {
  const t = useTranslations("Common");
  const format = useFormatter();
  return useCallback(
    ({ from, to, count }: Range) =>
      t("displayedRows", {
        from: `\u2066${format.number(from)}`,
        to: `${format.number(to)}\u2069`,
        count: format.number(count === -1 ? to : count),
      }),
    [t, format],
  );
}
