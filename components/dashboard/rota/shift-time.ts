"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";

// "Tue 1 Dec, 09:00 – 12:00" in the page's language, in Irish time.
export function useTimeRange() {
  const format = useFormatter();
  return useCallback(
    (start: string, end: string | null) =>
      end
        ? format.dateTimeRange(new Date(start), new Date(end), {
            weekday: "short",
            day: "numeric",
            month: "short",
            hour: "2-digit",
            minute: "2-digit",
            timeZone: TIME_ZONE,
          })
        : format.dateTime(new Date(start), {
            weekday: "short",
            day: "numeric",
            month: "short",
            hour: "2-digit",
            minute: "2-digit",
            timeZone: TIME_ZONE,
          }),
    [format],
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
