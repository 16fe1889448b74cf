import "server-only";
import { TIME_ZONE, languageTag } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";

// Amounts, days and rates as an invoice (its PDF, its e-mail) shows them in
// one language: euro in that language's number format, days in Dublin.
export function invoiceFormats(locale: Locale) {
  const tag = languageTag(locale);
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: TIME_ZONE });
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(tag);
  return {
    money: (cents: number) => money.format(cents / 100),
    day: (date: Date) => day.format(date),
    rate: (basisPoints: number) => percent.format(basisPoints / 10_000),
    quantity: (value: number) => count.format(value),
  };
}

export type InvoiceFormats = ReturnType<typeof invoiceFormats>;

// The file name of an invoice's PDF: its number (safe in a header and on any disk).
export const invoicePdfFilename = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;
