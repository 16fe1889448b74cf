"use client";

import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { useTheme } from "@mui/material/styles";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useTranslations } from "next-intl";
import { useEuro } from "@/components/dashboard/invoices/money";
import { useFormatter } from "@/lib/i18n/use-formatter";

type Week = { weekStart: string; jobsCompleted: number; revenueCents: number };

// A chart takes the keyboard's focus (the arrow keys then walk its bars and
// points, with their tooltip), on an element of MUI's drawn without an
// outline: the ring goes round the chart.
const FOCUS_RING = {
  borderRadius: 1,
  "&:has(.MuiChartsSurface-root [tabindex]:focus)": {
    outline: "2px solid",
    outlineColor: "primary.main",
    outlineOffset: 2,
  },
} as const;

// Jobs completed and revenue, week by week over the last twelve weeks. The
// same figures are also in a table, which screen readers read more easily
// than a drawing. MUI X draws its charts left to right whatever the page's
// direction: in right-to-left the weeks run from the right and the values'
// axis stands on the right, by hand.
export function WeeksChart({ weeks }: { weeks: Week[] }) {
  const t = useTranslations("Overview");
  const isRtl = useTheme().direction === "rtl";
  const yPosition = isRtl ? "right" : "left";
  const format = useFormatter();
  const euro = useEuro();
  const labels = weeks.map((week) =>
    format.dateTime(new Date(`${week.weekStart}T12:00:00Z`), { day: "numeric", month: "short" }),
  );
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }} sx={FOCUS_RING}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: "band", data: labels, reverse: isRtl }]}
            yAxis={[{ position: yPosition }]}
            series={[{ data: weeks.map((week) => week.jobsCompleted), label: t("jobsCompleted"), color: "#2e7d32" }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={FOCUS_RING}>
          <LineChart
            height={260}
            xAxis={[{ scaleType: "point", data: labels, reverse: isRtl }]}
            // The default 45 px clips euro labels ("€15…" for €150.00); "auto" measures
            // the formatted labels, whatever the language's number format.
            yAxis={[{ width: "auto", position: yPosition, valueFormatter: (value: number) => euro(value * 100) }]}
            series={[
              {
                data: weeks.map((week) => week.revenueCents / 100),
                label: t("revenue"),
                color: "#0d47a1",
                valueFormatter: (value) => euro((value ?? 0) * 100),
              },
            ]}
          />
        </Grid>
      </Grid>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t("weeksTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("weekOf")}</th>
            <th scope="col">{t("jobsCompleted")}</th>
            <th scope="col">{t("revenue")}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week.weekStart}>
              <th scope="row">{labels[index]}</th>
              <td>{week.jobsCompleted}</td>
              <td>{euro(week.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}
