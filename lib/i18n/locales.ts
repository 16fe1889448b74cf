import type { Locale } from "./routing";

// `cn` is the product's code for Chinese; browsers, search engines and Intl
// want a BCP 47 tag, so it becomes zh-Hans there.
const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-IE", fr: "fr", vi: "vi", cn: "zh-Hans", ar: "ar" };

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

export function htmlLang(locale: Locale): string {
  return locale === "en" ? "en" : LANGUAGE_TAGS[locale];
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

// A phone or VAT number kept left to right inside a sentence of any direction
// (what <bdi dir="ltr"> does, for a plain string: an e-mail, an attribute, a
// translated sentence). Without it an Arabic sentence lays "+353 1 555 0123"
// out group by group from the right: "0123 555 1 353+".
export function isolated(text: string): string {
  return `\u2066${text}\u2069`;
}

// Native names, shown in the language picker whatever the page's language.
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  vi: "Tiếng Việt",
  cn: "中文",
  ar: "العربية",
};

// Dates are stored in UTC and shown in Irish time.
export const TIME_ZONE = "Europe/Dublin";
