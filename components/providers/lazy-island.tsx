"use client";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { useDeferredIntl } from "./deferred-intl";
import { ClientThemeRegistry } from "./theme-registry";

// The root of a part of a public page that loads on demand: it brings
// next-intl's client runtime and MUI with it, and takes the texts the shell
// holds for it (DeferredIntlProvider). Import it only from such parts.
export function LazyIsland({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useDeferredIntl();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <ClientThemeRegistry>{children}</ClientThemeRegistry>
    </NextIntlClientProvider>
  );
}
