"use client";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { useDeferredIntl } from "./deferred-intl";

// The texts of a part of a public page that loads on demand: next-intl's
// client provider with the texts the shell holds for it (DeferredIntlProvider).
// The booking form, the quote and callback dialogs and the phone menu: all
// drawn without MUI.
export function LazyTextIsland({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useDeferredIntl();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
