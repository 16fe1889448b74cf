"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { readStored, useStoredValue, writeStored } from "@/lib/client/local-store";
import type { PresetName } from "@/components/providers/theme";

// Dashboard settings (spec §2, §9): kept in local storage under "settings"
// (lib/client/local-store.ts: unavailable storage keeps them in memory).
export type Settings = {
  mode: "light" | "dark";
  contrast: "default" | "bold";
  direction: "ltr" | "rtl";
  layout: "vertical" | "horizontal" | "mini";
  stretch: boolean;
  preset: PresetName;
};

export const STORAGE_KEY = "settings";

export function defaultSettings(localeDirection: "ltr" | "rtl"): Settings {
  return {
    mode: "light",
    contrast: "default",
    direction: localeDirection,
    layout: "vertical",
    stretch: false,
    preset: "default",
  };
}

type SettingsContextValue = {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  isDrawerOpen: boolean;
  setIsDrawerOpen: (isOpen: boolean) => void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

function parse(raw: string | null): Partial<Settings> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === "object" ? (value as Partial<Settings>) : {};
  } catch {
    return {};
  }
}

export function SettingsProvider({
  localeDirection,
  children,
}: {
  localeDirection: "ltr" | "rtl";
  children: ReactNode;
}) {
  const defaults = useMemo(() => defaultSettings(localeDirection), [localeDirection]);
  // The server renders the defaults (it cannot see local storage); the
  // browser switches to the stored choices right after hydration.
  const [raw] = useStoredValue(STORAGE_KEY);
  const stored = useMemo(() => parse(raw), [raw]);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const update = useCallback(
    (patch: Partial<Settings>) =>
      writeStored(STORAGE_KEY, JSON.stringify({ ...parse(readStored(STORAGE_KEY)), ...patch })),
    [],
  );
  const reset = useCallback(() => writeStored(STORAGE_KEY, null), []);

  const value = useMemo(
    () => ({ settings: { ...defaults, ...stored }, update, reset, isDrawerOpen, setIsDrawerOpen }),
    [defaults, stored, update, reset, isDrawerOpen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  // Using settings outside its provider is a programming error (spec §8).
  if (!value) throw new Error("useSettings must be used inside <SettingsProvider>");
  return value;
}
