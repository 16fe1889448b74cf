"use client";

import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useTranslations } from "next-intl";

// A tooltip adds a hint; it never holds the only name of a control
// (the icon button has its own aria-label). It opens on keyboard focus too.
export function TooltipDemo() {
  const t = useTranslations("Showcase.tooltip");
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Tooltip title={t("vatHint")}>
        <IconButton aria-label={t("vatLabel")}>
          <InfoOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t("quoteHint")} placement="top" arrow>
        <Button variant="outlined">{t("quote")}</Button>
      </Tooltip>
    </Stack>
  );
}
