import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { MAIL_KINDS } from "./mail-kinds";

// The other languages have the same keys as English (lib/i18n/messages.test.ts).
describe("MAIL_KINDS", () => {
  it("names every kind of e-mail on the office's Mail screen", () => {
    expect(Object.keys(en.Mail.kinds).sort()).toEqual([...MAIL_KINDS].sort());
  });
});
