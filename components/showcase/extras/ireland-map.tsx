"use client";

import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { MAP_HEIGHT, MAP_WIDTH, PROVINCES, type ProvinceId } from "./ireland-provinces";

const INK = "#1c1c1c";

// Each province is a focusable toggle button drawn in SVG. The choice shows by
// more than colour: a thicker outline, bold label, and the panel beside the map.
const MAP_SX = {
  display: "block",
  width: "100%",
  maxWidth: 420,
  height: "auto",
  mx: "auto",
  "& .province": {
    fill: "#cde9dc",
    stroke: "var(--mui-palette-primary-dark)",
    strokeWidth: 1,
    cursor: "pointer",
    transition: "fill 120ms",
  },
  "& .province:hover": { fill: "#9fd6bd" },
  "& .province[aria-pressed='true']": { fill: "var(--mui-palette-primary-main)", stroke: INK, strokeWidth: 3 },
  "& .province:focus": { outline: "none" },
  "& .province:focus-visible": { stroke: INK, strokeWidth: 4, strokeDasharray: "8 4" },
  "& text": { pointerEvents: "none", fontSize: 15, textAnchor: "middle" },
} as const;

export function IrelandMap() {
  const t = useTranslations("Showcase.map");
  const [selected, setSelected] = useState<ProvinceId | null>(null);
  const province = PROVINCES.find((item) => item.id === selected);

  function onKeyDown(event: KeyboardEvent<SVGPathElement>, id: ProvinceId) {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault(); // Space would scroll the page
    setSelected(id);
  }

  return (
    <Grid container spacing={3} sx={{ alignItems: "center" }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box sx={{ bgcolor: "#eaf3f7", borderRadius: 1, p: 2 }}>
          <Box
            component="svg"
            viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
            role="group"
            aria-label={t("label")}
            sx={MAP_SX}
          >
            {PROVINCES.map(({ id, path }) => (
              <path
                key={id}
                className="province"
                d={path}
                role="button"
                tabIndex={0}
                aria-pressed={selected === id}
                aria-label={t(`provinces.${id}`)}
                onClick={() => setSelected(id)}
                onKeyDown={(event) => onKeyDown(event, id)}
              />
            ))}
            {PROVINCES.map(({ id, label: [x, y] }) => (
              <text
                key={id}
                x={x}
                y={y}
                aria-hidden
                fill={selected === id ? "#ffffff" : INK}
                fontWeight={selected === id ? 700 : 500}
              >
                {t(`provinces.${id}`)}
              </text>
            ))}
          </Box>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <div role="status">
            {province ? (
              <>
                <Typography variant="h6" component="p">
                  {t(`provinces.${province.id}`)}
                </Typography>
                <Typography>{t("counties", { count: province.counties })}</Typography>
              </>
            ) : (
              <Typography color="text.secondary">{t("prompt")}</Typography>
            )}
          </div>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t("note")}
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
