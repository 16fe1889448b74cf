"use client";

import { useTranslations } from "next-intl";
import type { SendFailure } from "@/lib/client/send-failure";

// The sentence of a failed send (lib/client/send-failure.ts) in the page's language.
export function useSendFailureText() {
  const t = useTranslations("Errors");
  return (failure: SendFailure): string =>
    failure.key === "sendTooMany" ? t(failure.key, failure.values) : t(failure.key);
}
