"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

// The form-level message (what the server said that no field shows).
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

// Cancel and submit, at the end of a form. The submit button shows progress
// and stays disabled while the answer is on its way.
export function FormActions({
  isSubmitting,
  submitLabel,
  onCancel,
  extra,
}: {
  isSubmitting: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  extra?: ReactNode;
}) {
  const t = useTranslations("Common");
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap" }} useFlexGap>
      {extra}
      {onCancel && (
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {isSubmitting ? t("saving") : (submitLabel ?? t("save"))}
      </Button>
    </Stack>
  );
}
