import "server-only";
import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import type { Locale } from "@/lib/i18n/routing";
import { splitMessage } from "@/lib/validation/messages";
import type { ErrorCode, FieldErrors } from "./errors";

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

const codeTexts = new Map<Locale, (code: ErrorCode) => string>();

function codeText(code: ErrorCode, locale: Locale): string {
  let translate = codeTexts.get(locale);
  if (!translate) {
    const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "ApiErrors" });
    translate = (key) => t(key);
    codeTexts.set(locale, translate);
  }
  return translate(code);
}

// An error's sentence in the caller's language. A Validation key is
// translated. Services still write most sentences in English: an English
// caller gets that sentence; anyone else gets the first field's message
// (already in their language), or what the error's code means.
export function errorText(
  error: { code: ErrorCode; message: string },
  fields: FieldErrors | undefined,
  locale: Locale,
): string {
  const { key, values } = splitMessage(error.message);
  const { t, has } = validationTranslator(locale);
  if (has(key)) return t(key, values);
  if (locale === "en") return error.message;
  return Object.values(fields ?? {})[0] ?? codeText(error.code, locale);
}
