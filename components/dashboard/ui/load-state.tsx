"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api-client";

// What a page that loads one record shows before it has it: progress, or
// what went wrong with a Retry ("not found" said plainly).
export function LoadState({ query, notFoundText }: { query: UseQueryResult<unknown>; notFoundText?: string }) {
  const t = useTranslations("Common");
  if (query.isPending && query.fetchStatus !== "idle") return <LinearProgress aria-label={t("loading")} />;
  if (!query.isError) return null;
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Alert
      severity="error"
      action={
        !isNotFound && (
          <Button color="inherit" onClick={() => query.refetch()}>
            {t("retry")}
          </Button>
        )
      }
    >
      {isNotFound && notFoundText ? notFoundText : t("loadFailed")}
    </Alert>
  );
}
