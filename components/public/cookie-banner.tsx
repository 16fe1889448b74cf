"use client";

import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

export const CONSENT_COOKIE = "cookie_consent";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hasConsent = () => document.cookie.split("; ").some((part) => part.startsWith(`${CONSENT_COOKIE}=`));
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Shown until the consent cookie exists; Accept stores it for 365 days (spec §2, §9).
export function CookieBanner() {
  const t = useTranslations("CookieBanner");
  // The server renders no banner; the browser shows it only when there is no consent yet.
  const isConsented = useSyncExternalStore(subscribe, hasConsent, () => true);
  if (isConsented) return null;

  function onAccept() {
    document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
    listeners.forEach((listener) => listener());
  }

  return (
    <Paper
      role="region"
      aria-label={t("label")}
      elevation={8}
      sx={{
        position: "fixed",
        insetInline: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        p: 2,
        maxWidth: 720,
        mx: "auto",
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t("text")}
        </Typography>
        <Button variant="contained" onClick={onAccept}>
          {t("accept")}
        </Button>
      </Stack>
    </Paper>
  );
}
