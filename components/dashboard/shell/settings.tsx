"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStored, useStoredValue, writeStored } from "@/lib/client/local-store";
import type { PresetName } from "@/components/providers/theme";
import { SETTINGS_COOKIE, settingsCookieValue, type ServerSettings } from "./settings-cookie";

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

// The server's copy (./settings-cookie.ts), for a year.
function copyToCookie(storedJson: string | null) {
  document.cookie = `${SETTINGS_COOKIE}=${settingsCookieValue(storedJson)}; path=/; max-age=31536000; samesite=lax`;
}

export function SettingsProvider({
  localeDirection,
  serverSettings = {},
  children,
}: {
  localeDirection: "ltr" | "rtl";
  // What the server read from the cookie: the first paint uses it.
  serverSettings?: ServerSettings;
  children: ReactNode;
}) {
  const defaults = useMemo(
    () => ({ ...defaultSettings(localeDirection), ...serverSettings }),
    // The server's copy is read once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [localeDirection],
  );
  // The server renders the defaults and its cookie copy (it cannot see local
  // storage); the browser switches to the stored choices right after hydration.
  const [raw] = useStoredValue(STORAGE_KEY);
  const stored = useMemo(() => parse(raw), [raw]);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  // Every change of the stored settings (here, in another tab, or from
  // before the cookie existed) goes to the server's copy. What is stored, not
  // `raw`: while the page hydrates, `raw` is the server's snapshot (nothing),
  // and copying that would put the defaults in the cookie for a moment.
  useEffect(() => copyToCookie(readStored(STORAGE_KEY)), [raw]);

  const update = useCallback((patch: Partial<Settings>) => {
    writeStored(STORAGE_KEY, JSON.stringify({ ...parse(readStored(STORAGE_KEY)), ...patch }));
  }, []);
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
