import "server-only";
import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import type { Locale } from "@/lib/i18n/routing";
import { splitMessage } from "@/lib/validation/messages";
import type { FieldErrors } from "./errors";

const MESSAGES = { en, fr, vi, cn, ar } as const;

type Translate = (key: string, values: Record<string, string>) => string;
const translators = new Map<Locale, { t: Translate; has: (key: string) => boolean }>();

function validationTranslator(locale: Locale) {
  let translator = translators.get(locale);
  if (!translator) {
    const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "Validation" });
    translator = { t: t as unknown as Translate, has: (key) => t.has(key as never) };
    translators.set(locale, translator);
  }
  return translator;
}

// The sentence a field message stands for, in the caller's language: the
// schemas' and services' messages are keys of the Validation namespace, some
// with values ("rangeTooLong?days=93"); anything else is passed on as written.
export function fieldText(message: string, locale: Locale): string {
  const { key, values } = splitMessage(message);
  const { t, has } = validationTranslator(locale);
  return has(key) ? t(key, values) : message;
}

export function translateFields(fields: FieldErrors, locale: Locale): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, fieldText(message, locale)]));
}
