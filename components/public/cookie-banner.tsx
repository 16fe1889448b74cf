"use client";

import { useSyncExternalStore } from "react";
import styles from "./cookie-banner.module.css";

export const CONSENT_COOKIE = "cookie_consent";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hasConsent = () => document.cookie.split("; ").some((part) => part.startsWith(`${CONSENT_COOKIE}=`));
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Shown until the consent cookie exists; Accept stores it for 365 days (spec §2, §9).
// The texts come translated from the server (SiteShell).
export function CookieBanner({ label, text, accept }: { label: string; text: string; accept: string }) {
  // The server renders no banner; the browser shows it only when there is no consent yet.
  const isConsented = useSyncExternalStore(subscribe, hasConsent, () => true);
  if (isConsented) return null;

  function onAccept() {
    document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
    listeners.forEach((listener) => listener());
  }

  return (
    <div role="region" aria-label={label} className={styles.banner}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.accept} onClick={onAccept}>
        {accept}
      </button>
    </div>
  );
}
