"use client";

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useId } from "react";

// A bar chart drawn by MUI X Charts. Its colours are the theme's, so it
// follows the dashboard's colour presets and dark mode; in Arabic it runs
// right to left. The description says in words what the bars show.
export function JobsBarChart({
  title,
  description,
  xLabel,
  yLabel,
  months,
  values,
}: {
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  months: string[];
  values: number[];
}) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: "band", data: months, label: xLabel, reverse: theme.direction === "rtl" }]}
        yAxis={[{ label: yLabel, position: theme.direction === "rtl" ? "right" : "left" }]}
        series={[{ data: values, label: yLabel, color: theme.palette.primary.main }]}
        hideLegend
      />
    </Box>
  );
}
