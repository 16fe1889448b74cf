import { toLocale } from "@/lib/server/mail/translator";
import type { Locale } from "@/lib/i18n/routing";

// The language the visitor is using: next-intl keeps it in the NEXT_LOCALE cookie.
export function requestLocale(req: Request): Locale {
  const match = req.headers.get("cookie")?.match(/(?:^|;\s*)NEXT_LOCALE=([^;]+)/);
  return toLocale(match?.[1]);
}
