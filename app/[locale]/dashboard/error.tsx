"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

// A screen that fails shows the 500 message with a way to try again, inside
// the dashboard frame, instead of a blank page. The error's digest lets the
// office find the matching entry in the server log.
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Errors");
  useEffect(() => {
    console.warn("[dashboard] a screen failed", error.digest ?? error.message);
  }, [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        {t("serverErrorTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("serverErrorText")}
      </Typography>
      {error.digest && (
        <Alert severity="info" sx={{ mb: 3, textAlign: "start" }}>
          <code dir="ltr">{error.digest}</code>
        </Alert>
      )}
      <Button variant="contained" onClick={reset}>
        {t("tryAgain")}
      </Button>
    </Container>
  );
}
