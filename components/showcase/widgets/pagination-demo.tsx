"use client";

import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";

const PAGE_COUNT = 10;

export function PaginationDemo() {
  const t = useTranslations("Showcase.pagination");
  const [page, setPage] = useState(1);

  // MUI's own labels are English; these come from the messages instead.
  function itemLabel(type: string, item: number | null, isSelected: boolean): string {
    if (type === "page") return isSelected ? t("current", { page: item ?? 0 }) : t("goTo", { page: item ?? 0 });
    if (type === "first" || type === "last" || type === "next" || type === "previous") return t(type);
    return "";
  }

  return (
    <Stack spacing={2}>
      <Pagination
        count={PAGE_COUNT}
        page={page}
        onChange={(_event, next) => setPage(next)}
        color="primary"
        showFirstButton
        showLastButton
        aria-label={t("label")}
        getItemAriaLabel={itemLabel}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {t("status", { page, count: PAGE_COUNT })}
      </Typography>
    </Stack>
  );
}
