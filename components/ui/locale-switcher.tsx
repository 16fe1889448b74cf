"use client";

import TranslateIcon from "@mui/icons-material/Translate";
import Box from "@mui/material/Box";
import { visuallyHidden } from "./visually-hidden";
import { useLocale } from "next-intl";
import { useTransition } from "react";
import { htmlLang, LOCALE_NAMES } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

// The language picker: the browser's own <select>, which is what phones
// handle best and needs none of MUI's menu and input code on every page.
export function LocaleSwitcher({ label }: { label: string }) {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

  function onChange(next: Locale) {
    startTransition(() => {
      router.replace(pathname, { locale: next });
    });
  }

  return (
    <Box component="label" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, color: "text.secondary" }}>
      <TranslateIcon fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="select"
        value={locale}
        disabled={isPending}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as Locale)}
        sx={{
          font: "inherit",
          fontSize: "0.875rem",
          color: "text.primary",
          bgcolor: "background.paper",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          minHeight: 40,
          paddingInline: 1,
          cursor: "pointer",
          "&:hover": { borderColor: "text.primary" },
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 1 },
        }}
      >
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
