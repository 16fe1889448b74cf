"use client";

import { useParams, usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { GlobeIcon } from "@/components/public/icons";
import { htmlLang, LOCALE_NAMES } from "@/lib/i18n/locales";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing, type Locale } from "@/lib/i18n/routing";
import { localizedPath, unlocalizedPath } from "@/lib/seo";
import styles from "./locale-switcher.module.css";
import { visuallyHidden } from "./visually-hidden";

// The language picker: the browser's own <select>, which is what phones
// handle best, styled by a static stylesheet. It is in every public page's
// header, so it uses only Next's router: no MUI and no next-intl client code.
export function LocaleSwitcher({ label }: { label: string }) {
  const { locale } = useParams<{ locale: Locale }>();
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

  function onChange(next: Locale) {
    // The same page in the other language, with the query kept (a dashboard list's page, say).
    const target = localizedPath(next, unlocalizedPath(pathname).path) + window.location.search;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    startTransition(() => router.replace(target));
  }

  return (
    <label className={styles.root}>
      <GlobeIcon size={20} className={styles.icon} />
      <span style={visuallyHidden}>{label}</span>
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
