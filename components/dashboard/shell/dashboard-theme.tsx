"use client";

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, type ReactNode } from "react";
import { RTL_STYLIS_PLUGINS } from "@/components/providers/rtl-stylis-plugins";
import { createAppTheme } from "@/components/providers/theme";
import { useSettings } from "./settings";

const caches = {
  ltr: () => createCache({ key: "dash", prepend: true }),
  rtl: () => createCache({ key: "dashrtl", prepend: true, stylisPlugins: RTL_STYLIS_PLUGINS }),
};

// The dashboard's own theme, built from the settings drawer's choices. When
// the chosen direction differs from the page language's, a second Emotion
// cache mirrors (or un-mirrors) the styles.
export function DashboardTheme({ localeDirection, children }: { localeDirection: "ltr" | "rtl"; children: ReactNode }) {
  const { settings } = useSettings();
  const t = useTranslations("Dashboard.controls");
  const theme = useMemo(
    () =>
      createAppTheme(
        settings.direction,
        { mode: settings.mode, contrast: settings.contrast, preset: settings.preset, cssVariables: false },
        {
          // What MUI's controls say of themselves (to screen readers, mostly), in the page's language.
          components: {
            MuiAutocomplete: {
              defaultProps: {
                openText: t("open"),
                closeText: t("close"),
                clearText: t("clear"),
                noOptionsText: t("noOptions"),
                loadingText: t("loading"),
              },
            },
            MuiAlert: { defaultProps: { closeText: t("close") } },
            MuiBreadcrumbs: { defaultProps: { expandText: t("showPath") } },
          },
        },
      ),
    [settings.direction, settings.mode, settings.contrast, settings.preset, t],
  );
  const cache = useMemo(
    () => (settings.direction === localeDirection ? null : caches[settings.direction]()),
    [settings.direction, localeDirection],
  );

  useEffect(() => {
    document.documentElement.dir = settings.direction;
    return () => {
      document.documentElement.dir = localeDirection;
    };
  }, [settings.direction, localeDirection]);

  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}
