"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";
import { splitMessage } from "@/lib/validation/messages";

// zod schemas hold message keys (lib/validation/messages.ts), some with
// values ("rangeTooLong?days=93"); errors set from a server answer hold its
// sentence, already in the page's language. This shows either.
export function useFieldErrorText() {
  const t = useTranslations("Validation");
  return (error: Pick<FieldError, "message"> | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    const { key, values } = splitMessage(message);
    return t.has(key as never) ? t(key as never, values as never) : message;
  };
}
