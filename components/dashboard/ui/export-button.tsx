"use client";

import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";

// "Export CSV": downloads what the list shows (its filter, every page).
export function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
  const t = useTranslations("Common");
  const notify = useToast();
  const [isExporting, setIsExporting] = useState(false);
  async function onClick() {
    setIsExporting(true);
    try {
      await onExport();
    } catch {
      notify(t("exportFailed"), "error");
    } finally {
      setIsExporting(false);
    }
  }
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onClick()} disabled={isExporting}>
      {isExporting ? t("exporting") : t("exportCsv")}
    </Button>
  );
}
