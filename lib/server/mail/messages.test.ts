import { describe, expect, it } from "vitest";
import { company } from "@/lib/content/company";
import type { Locale } from "@/lib/i18n/routing";
import { invoiceMail } from "./messages";

const invoice = {
  id: "invoice-1",
  invoiceNumber: "INV-0042",
  totalCents: 15000,
  dueDate: new Date("2026-12-14T12:00:00Z"),
  isPaid: false,
  isReminder: false,
};
const mailIn = (locale: Locale) => invoiceMail({ to: "client@example.ie", name: "Aoife", locale }, invoice);
// The phone number between a left-to-right isolate (U+2066) and its end (U+2069).
const isolatedPhone = `\u2066${company.phone}\u2069`;

describe("invoiceMail", () => {
  it("isolates the office's phone number in an Arabic mail, so its digit groups stay in order", () => {
    const { text, html } = mailIn("ar");
    expect(html).toContain('<div dir="rtl"');
    expect(text).toContain(isolatedPhone);
    expect(html).toContain(isolatedPhone);
  });

  it("isolates it in every language (harmless in left-to-right), and adds no markup of its own", () => {
    for (const locale of ["en", "fr", "vi", "cn", "ar"] as const) {
      const { text, html } = mailIn(locale);
      expect(text.split(isolatedPhone), locale).toHaveLength(2);
      expect(html.split(isolatedPhone), locale).toHaveLength(2);
      expect(html, locale).not.toContain("<bdi");
    }
  });
});
