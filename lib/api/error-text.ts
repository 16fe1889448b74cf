import "server-only";
import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import { languageTag } from "@/lib/i18n/locales";
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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    const options = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;
    format = new Intl.DateTimeFormat(languageTag(locale), options);
    dayFormats.set(locale, format);
  }
  return format;
}

// A message's values as the caller reads them: a day ("2026-11-30", as a
// service writes it) becomes the dashboard's short day ("Mon 30 Nov",
// "lun. 30 nov."); the shift-clash message showed the ISO form.
function readableValues(values: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      ISO_DAY.test(value) ? dayFormat(locale).format(new Date(`${value}T12:00:00Z`)) : value,
    ]),
  );
}

// The sentence a field message stands for, in the caller's language: the
// schemas' and services' messages are keys of the Validation namespace, some
// with values ("rangeTooLong?days=93"); anything else is passed on as written.
export function fieldText(message: string, locale: Locale): string {
  const { key, values } = splitMessage(message);
  const { t, has } = validationTranslator(locale);
  return has(key) ? t(key, readableValues(values, locale)) : message;
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
  if (has(key)) return t(key, readableValues(values, locale));
  if (locale === "en") return error.message;
  return Object.values(fields ?? {})[0] ?? codeText(error.code, locale);
}
