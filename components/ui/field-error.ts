"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";

// zod schemas hold message keys (lib/validation/messages.ts); errors set from
// a server answer hold its sentence. This shows either in the page's language
// where a translation exists.
export function useFieldErrorText() {
  const t = useTranslations("Validation");
  return (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    return t.has(message as never) ? t(message as never) : message;
  };
}
