import { getTranslations } from "next-intl/server";
import { JobsBarChart } from "./jobs-bar-chart";
import { getFormatter } from "@/lib/i18n/get-formatter";

// Demo data: jobs completed per month in 2025.
const JOBS_PER_MONTH: readonly number[] = [42, 38, 51, 64, 72, 80, 77, 69, 88, 95, 83, 110];

// The months and numbers are written in the page's language here, on the
// server; the chart (MUI X Charts, as the overview screens use) draws them.
export async function JobsChart() {
  const t = await getTranslations("Showcase.chart");
  const format = await getFormatter();
  const total = JOBS_PER_MONTH.reduce((sum, value) => sum + value, 0);
  const peak = Math.max(...JOBS_PER_MONTH);
  // Mid-month at noon, so no time zone moves a date into another month.
  const dates = JOBS_PER_MONTH.map((_, month) => new Date(Date.UTC(2025, month, 15, 12)));
  const months = dates.map((date) => format.dateTime(date, { month: "short" }));
  return (
    <JobsBarChart
      title={t("title")}
      description={t("description", {
        total: format.number(total),
        peak: format.number(peak),
        month: format.dateTime(dates[JOBS_PER_MONTH.indexOf(peak)]!, { month: "long", year: "numeric" }),
      })}
      xLabel={t("xLabel")}
      yLabel={t("yLabel")}
      months={months}
      values={[...JOBS_PER_MONTH]}
    />
  );
}
