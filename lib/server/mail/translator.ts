import "server-only";
import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import { directionOf } from "@/lib/i18n/locales";
import { routing, type Locale } from "@/lib/i18n/routing";

// Every language's messages, for texts made outside a request (e-mails, PDFs).
export const MESSAGES = { en, fr, vi, cn, ar } as const;

export function toLocale(value: string | null | undefined): Locale {
  return (routing.locales as readonly string[]).includes(value ?? "") ? (value as Locale) : routing.defaultLocale;
}

// E-mails are written in the recipient's language, outside any request.
export function mailTranslator(locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "Email" });
  const brand = MESSAGES[locale].Brand.name;
  return { t, brand, dir: directionOf(locale) };
}
