"use client";

import { useCallback, useSyncExternalStore } from "react";

// Values kept in the browser's local storage, read with useSyncExternalStore:
// the server renders with nothing stored (it cannot see the browser), the
// browser switches to the stored value right after hydration, and every
// component reading a key updates when it changes (other tabs included).
// When storage is unavailable (private mode, quota) values live in memory
// for this page only (spec §8: tolerated silently).

const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStored(key: string, value: string | null): void {
  memory.set(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
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

export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
  const set = useCallback((next: string | null) => writeStored(key, next), [key]);
  return [value, set];
}
