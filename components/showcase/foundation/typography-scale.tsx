"use client";

import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

// Client-side for the same reason as the palette: sizes come from the live theme.
const VARIANTS = ["h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "body1", "body2", "caption", "button"] as const;

export function TypographyScale() {
  const t = useTranslations("Showcase.typography");
  const { typography } = useTheme();
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 2 }}>
      {VARIANTS.map((variant) => {
        const { fontSize, fontWeight } = typography[variant];
        return (
          <Box key={variant} sx={{ borderBlockEnd: 1, borderColor: "divider", pb: 1.5 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              <code>{variant}</code> · <span dir="ltr">{String(fontSize)}</span> · {String(fontWeight)}
            </Typography>
            {/* Rendered as <p>: the samples must not add headings to the page outline. */}
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant={variant} component="p" sx={{ overflowWrap: "anywhere" }}>
                {variant.startsWith("h") ? t("headingSample") : t("bodySample")}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
