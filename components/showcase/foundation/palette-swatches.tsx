"use client";

import Box from "@mui/material/Box";
import { useTheme, type Palette, type PaletteColor } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { bestInk, DARK_INK, LIGHT_INK, toHex } from "./contrast";
import { useFormatter } from "@/lib/i18n/use-formatter";

// A client component because the theme (components/providers/theme.ts) is
// created in the client ThemeProvider; reading it here shows the real tokens,
// including the ones MUI derives (light/dark shades, status colours).
type GroupName = "primary" | "secondary" | "success" | "info" | "warning" | "error" | "background";
type Group = readonly [name: GroupName, shades: ReadonlyArray<readonly [shade: string, hex: string]>];

function groupsOf(palette: Palette): Group[] {
  const scale = (colour: PaletteColor) =>
    [
      ["main", colour.main],
      ["light", colour.light],
      ["dark", colour.dark],
    ] as const;
  return [
    ["primary", scale(palette.primary)],
    ["secondary", scale(palette.secondary)],
    ["success", [["main", palette.success.main]]],
    ["info", [["main", palette.info.main]]],
    ["warning", [["main", palette.warning.main]]],
    ["error", [["main", palette.error.main]]],
    [
      "background",
      [
        ["default", palette.background.default],
        ["paper", palette.background.paper],
      ],
    ],
  ];
}

const LEVEL_KEYS = { aa: "levelAa", large: "levelLarge", fail: "levelFail" } as const;

export function PaletteSwatches() {
  const t = useTranslations("Showcase.palette");
  const format = useFormatter();
  const groups = groupsOf(useTheme().palette);
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 3 }}>
      {groups.map(([group, shades]) => (
        <li key={group}>
          <Typography component="p" variant="subtitle2">
            <code>{group}</code> — {t(`roles.${group}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              m: 0,
              p: 0,
              mt: 1,
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
            }}
          >
            {shades.map(([shade, colour]) => {
              const hex = toHex(colour);
              const { ink, ratio, level } = bestInk(hex);
              return (
                <li key={shade}>
                  <Box
                    sx={{
                      bgcolor: hex,
                      color: ink === "light" ? LIGHT_INK : DARK_INK,
                      border: 1,
                      borderColor: "divider",
                      borderRadius: 1,
                      p: 1.5,
                      minHeight: 80,
                    }}
                  >
                    <Typography component="p" sx={{ fontWeight: 700, fontSize: "1.25rem" }}>
                      {t("sample")}
                    </Typography>
                    <Box component="code" dir="ltr">
                      {hex}
                    </Box>
                  </Box>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    <code>
                      {group}.{shade}
                    </code>
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t(ink === "light" ? "contrastLight" : "contrastDark", {
                      ratio: format.number(ratio, { maximumFractionDigits: 1 }),
                    })}
                    <br />
                    {t(LEVEL_KEYS[level])}
                  </Typography>
                </li>
              );
            })}
          </Box>
        </li>
      ))}
    </Box>
  );
}
