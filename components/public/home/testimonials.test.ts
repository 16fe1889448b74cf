import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";

const MESSAGES = { en, fr, vi, cn, ar } as const;
const quoted = (locale: keyof typeof MESSAGES, quote: string) =>
  createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "Testimonials" })("quoted", { quote });

// The home page's testimonials are shown in their language's quotation marks
// (the section formats Testimonials.quoted around each text).
describe("Testimonials.quoted", () => {
  it("uses curly double quotes in English, Vietnamese and Chinese", () => {
    for (const locale of ["en", "vi", "cn"] as const) expect(quoted(locale, "Spotless"), locale).toBe("“Spotless”");
  });

  it("uses guillemets in French, held to the quote by no-break spaces", () => {
    expect(quoted("fr", "Impeccable")).toBe("«\u00a0Impeccable\u00a0»");
  });

  it("uses guillemets without spaces in Arabic", () => {
    expect(quoted("ar", "نظيف")).toBe("«نظيف»");
  });

  it("leaves a quote's own apostrophes and braces as they are", () => {
    expect(quoted("en", "It's {spotless}")).toBe("“It's {spotless}”");
  });
});
