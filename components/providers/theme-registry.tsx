"use client";

import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { ThemeProvider } from "@mui/material/styles";
import { useLocale } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { directionOf } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { RTL_STYLIS_PLUGINS } from "./rtl-stylis-plugins";
import { createAppTheme } from "./theme";

// MUI is mounted where it is used, not around every page: the root layout
// writes the theme's CSS variables and base styles as static CSS
// (ThemeVariables, app/base.css), so the public pages' first load carries no
// MUI or Emotion code. Arabic gets Emotion caches whose stylis plugin mirrors
// left/right, so components written for left-to-right render right-to-left.

function useAppTheme() {
  const direction = directionOf(useLocale() as Locale);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return { direction, theme };
}

// For a server-rendered part of a page that uses MUI components (a layout,
// or a page's content): its styles are written into the HTML. At most one per page.
export function ThemeRegistry({ children }: { children: ReactNode }) {
  const { direction, theme } = useAppTheme();
  const options = direction === "rtl" ? { key: "muirtl", stylisPlugins: RTL_STYLIS_PLUGINS } : { key: "mui" };
  return (
    <AppRouterCacheProvider options={options}>
      {/* The variables are already in the page (ThemeVariables). */}
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
