"use client";

import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useMemo, type ReactNode } from "react";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { createAppTheme } from "./theme";

// Arabic gets its own Emotion cache whose stylis plugin mirrors left/right,
// so components written for left-to-right render correctly right-to-left.
const RTL_CACHE = { key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] };
const LTR_CACHE = { key: "mui" };

export function ThemeRegistry({ direction, children }: { direction: "ltr" | "rtl"; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <AppRouterCacheProvider options={direction === "rtl" ? RTL_CACHE : LTR_CACHE}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
