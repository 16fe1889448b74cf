import { createFormatter, useLocale, useTimeZone } from "next-intl";
import { languageTag, TIME_ZONE } from "./locales";
import type { Locale } from "./routing";

// Dates, times and numbers on screen, formatted for the page's language.
//
// next-intl's own useFormatter hands the route's locale straight to Intl,
// and two of ours are not tags Intl knows as meant: `cn` is unknown to it
// (it falls back to the runtime's default, so Chinese pages showed English
// dates, and the server's default and the browser's could differ and break
// hydration), and `en` means American English ("December 14, 2026, 1:00 PM")
// to an Irish company's users. This one formats with the page's BCP 47 tag
// (lib/i18n/locales.ts: en-IE, zh-Hans, …) in Irish time. Import it instead
// of next-intl's (an ESLint rule says so); server components have
// getFormatter in ./get-formatter.ts.
export type Formatter = ReturnType<typeof createFormatter>;

const formatters = new Map<string, Formatter>();

export function formatterFor(locale: Locale, timeZone: string): Formatter {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // One per language, kept: it keeps its Intl formats, which are slow to make.
    // next-intl types `locale` as one of the routes' codes; Intl takes any BCP 47 tag.
    formatter = withEvenSpaces(createFormatter({ locale: languageTag(locale) as Locale, timeZone }));
    formatters.set(key, formatter);
  }
  return formatter;
}

// ICU versions differ in the spaces they put in dates: Node's writes a thin
// space (U+2009) around a range's dash in Arabic and French where Chromium's
// writes a plain one, and newer data puts a narrow no-break space (U+202F)
// where older data had a plain or no-break one. A date formatted on the
// server and again in the browser must come out the same, or React drops the
// server's HTML (hydration error 418). So dates go out with plain spaces, and
// a no-break space where ICU wanted no break.
export function evenSpaces(text: string): string {
  return text.replace(/\u2009/g, " ").replace(/\u202f/g, "\u00a0");
}

function withEvenSpaces(formatter: Formatter): Formatter {
  const dateTime = ((...args: Parameters<Formatter["dateTime"]>) =>
    evenSpaces(formatter.dateTime(...args))) as Formatter["dateTime"];
  const dateTimeRange = ((...args: Parameters<Formatter["dateTimeRange"]>) =>
    evenSpaces(formatter.dateTimeRange(...args))) as Formatter["dateTimeRange"];
  return { ...formatter, dateTime, dateTimeRange };
}

export function useFormatter(): Formatter {
  return formatterFor(useLocale(), useTimeZone() ?? TIME_ZONE);
}
