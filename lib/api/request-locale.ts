import { routing, type Locale } from "@/lib/i18n/routing";

// The language of the page the caller is on: the dashboard's API client sends
// it as Accept-Language (the page's <html lang>: en, fr, vi, zh-Hans, ar);
// otherwise the NEXT_LOCALE cookie next-intl keeps, then English.
export function requestLocale(req: Request): Locale {
  const first = req.headers.get("accept-language")?.split(",")[0]?.trim().toLowerCase() ?? "";
  const language = first.split(/[-;]/)[0];
  if (language === "zh") return "cn";
  if ((routing.locales as readonly string[]).includes(language ?? "")) return language as Locale;
  const cookie = req.headers.get("cookie")?.match(/(?:^|;\s*)NEXT_LOCALE=([^;]+)/)?.[1];
  return (routing.locales as readonly string[]).includes(cookie ?? "") ? (cookie as Locale) : routing.defaultLocale;
}
