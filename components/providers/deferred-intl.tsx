"use client";

import type { AbstractIntlMessages } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";

export type DeferredIntl = { locale: Locale; timeZone: string; messages: AbstractIntlMessages };

const DeferredIntlContext = createContext<DeferredIntl | null>(null);

// The public shell's texts for the parts that load later (dialogs, drawer,
// booking form), held as plain data: next-intl's client runtime loads with
// those parts (LazyTextIsland), not with every page.
export function DeferredIntlProvider({ value, children }: { value: DeferredIntl; children: ReactNode }) {
  return <DeferredIntlContext.Provider value={value}>{children}</DeferredIntlContext.Provider>;
}

export function useDeferredIntl(): DeferredIntl {
  const value = useContext(DeferredIntlContext);
  if (!value) throw new Error("useDeferredIntl must be used inside <DeferredIntlProvider>");
  return value;
}
