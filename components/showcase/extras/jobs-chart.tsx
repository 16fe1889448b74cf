import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { directionOf } from "@/lib/i18n/locales";
import { BarChart } from "./bar-chart";

// Demo data: jobs completed per month in 2025.
const JOBS_PER_MONTH: readonly number[] = [42, 38, 51, 64, 72, 80, 77, 69, 88, 95, 83, 110];

export async function JobsChart() {
  const t = await getTranslations("Showcase.chart");
  const format = await getFormatter();
  const locale = await getLocale();
  const total = JOBS_PER_MONTH.reduce((sum, value) => sum + value, 0);
  const peak = Math.max(...JOBS_PER_MONTH);
  // Mid-month at noon, so no time zone moves a date into another month.
  const dates = JOBS_PER_MONTH.map((_, month) => new Date(Date.UTC(2025, month, 15, 12)));
  // Some languages' short month names ("Tháng 12") are too wide for a bar;
  // those get month numbers under the "Month" axis title instead.
  const isShortTooLong = dates.some((date) => format.dateTime(date, { month: "short" }).length > 6);
  const bars = JOBS_PER_MONTH.map((value, month) => {
    const date = dates[month]!;
    return {
      key: String(month),
      label: format.dateTime(date, { month: isShortTooLong ? "numeric" : "short" }),
      longLabel: format.dateTime(date, { month: "long", year: "numeric" }),
      value,
      valueText: format.number(value),
    };
  });
  return (
    <BarChart
      id="jobs-chart"
      title={t("title")}
      description={t("description", {
        total: format.number(total),
        peak: format.number(peak),
        month: bars[JOBS_PER_MONTH.indexOf(peak)]?.longLabel ?? "",
      })}
      xLabel={t("xLabel")}
      yLabel={t("yLabel")}
      bars={bars}
      formatTick={(value) => format.number(value)}
      isRtl={directionOf(locale) === "rtl"}
    />
  );
}
