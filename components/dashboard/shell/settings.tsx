"use client";

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { PresetName } from "@/components/providers/theme";

// Dashboard settings (spec §2, §9): kept in local storage under "settings".
// Storage may be unavailable (private mode, quota): failures are ignored and
// the defaults stay in use.
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

// A tiny store over local storage. When storage is unavailable the choices
// live in memory for this page only (spec §8: tolerated silently).
let memory: string | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

function writeRaw(value: string | null) {
  memory = value;
  try {
    if (value === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

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
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const stored = useMemo(() => parse(raw), [raw]);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const update = useCallback(
    (patch: Partial<Settings>) => writeRaw(JSON.stringify({ ...parse(readRaw()), ...patch })),
    [],
  );
  const reset = useCallback(() => writeRaw(null), []);

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
