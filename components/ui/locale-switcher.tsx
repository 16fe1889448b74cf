"use client";

import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useLocale } from "next-intl";
import { useTransition } from "react";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

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
    <TextField
      select
      size="small"
      label={label}
      value={locale}
      disabled={isPending}
      onChange={(event) => onChange(event.target.value as Locale)}
      sx={{ width: 150 }}
      fullWidth={false}
    >
      {routing.locales.map((code) => (
        <MenuItem key={code} value={code} lang={code === "cn" ? "zh-Hans" : code}>
          {LOCALE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
