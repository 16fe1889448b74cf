"use client";

import { useLocale } from "next-intl";
import { useTransition } from "react";
import { GlobeIcon } from "@/components/public/icons";
import { htmlLang, LOCALE_NAMES } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import styles from "./locale-switcher.module.css";

// The language picker: the browser's own <select>, which is what phones
// handle best, styled by a static stylesheet: it is in every public page's
// header, which loads no MUI code.
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
    <label className={styles.root}>
      <GlobeIcon size={20} className={styles.icon} />
      <span className={styles.hidden}>{label}</span>
      <select
        className={styles.select}
        value={locale}
        disabled={isPending}
        onChange={(event) => onChange(event.target.value as Locale)}
      >
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
