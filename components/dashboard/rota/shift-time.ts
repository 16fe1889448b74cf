"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";

const DAY = { weekday: "short", day: "numeric", month: "short", timeZone: TIME_ZONE } as const;
const TIME = { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE } as const;

// "Tue 1 Dec, 09:00 – 12:00" in the page's language, in Irish time.
export function useTimeRange() {
  const format = useFormatter();
  const locale = useLocale();
  return useCallback(
    (start: string, end: string | null) => {
      const [from, to] = [new Date(start), end ? new Date(end) : null];
      if (!to) return format.dateTime(from, { ...DAY, ...TIME });
      // Chinese data in ICU writes a range within one day as "11/23周一 08:00–12:00", in the
      // month-first order of no other Chinese date here: the day as elsewhere, then the hours.
      if (locale === "cn" && dublinDate(from) === dublinDate(to)) {
        return `${format.dateTime(from, DAY)} ${format.dateTimeRange(from, to, TIME)}`;
      }
      return format.dateTimeRange(from, to, { ...DAY, ...TIME });
    },
    [format, locale],
  );
}

// Minutes as "7 h 30 min" in the page's language; a negative difference keeps its sign.
export function useDuration() {
  const t = useTranslations("Common");
  return useCallback(
    (minutes: number) => {
      const whole = Math.abs(Math.round(minutes));
      const text = t("duration", { hours: Math.floor(whole / 60), minutes: whole % 60 });
      return minutes < 0 ? t("negative", { value: text }) : text;
    },
    [t],
  );
}
