import { PRESETS, type PresetName } from "@/components/providers/theme";

// A copy of the dashboard settings (kept in local storage, ./settings.tsx)
// in a cookie, so that the server renders the first paint in the user's
// chosen mode: a dark-mode user sees no light flash. Only the choices the
// server can apply are kept; the direction follows the page's language on
// the server and the stored choice right after hydration.
export const SETTINGS_COOKIE = "dashboard-settings";

const CHOICES = {
  mode: ["light", "dark"],
  contrast: ["default", "bold"],
  layout: ["vertical", "horizontal", "mini"],
} as const;
const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export type ServerSettings = {
  mode?: (typeof CHOICES.mode)[number];
  contrast?: (typeof CHOICES.contrast)[number];
  layout?: (typeof CHOICES.layout)[number];
  preset?: PresetName;
  stretch?: boolean;
};

// Whatever the cookie holds, only known values come out of it.
export function readSettingsCookie(raw: string | undefined | null): ServerSettings {
  if (!raw) return {};
  try {
    return knownSettings(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return {};
  }
}

// The cookie's value for the stored settings (a JSON text, maybe null).
export function settingsCookieValue(storedJson: string | null): string {
  let stored: unknown = null;
  try {
    stored = storedJson ? JSON.parse(storedJson) : null;
  } catch {
    // A broken entry: nothing to copy.
  }
  return encodeURIComponent(JSON.stringify(knownSettings(stored)));
}

function knownSettings(value: unknown): ServerSettings {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, allowed] of Object.entries(CHOICES)) {
    if ((allowed as readonly unknown[]).includes(record[key])) out[key] = record[key];
  }
  if (PRESET_NAMES.includes(record.preset as PresetName)) out.preset = record.preset;
  if (typeof record.stretch === "boolean") out.stretch = record.stretch;
  return out as ServerSettings;
}
