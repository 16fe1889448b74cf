"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { useTranslations } from "next-intl";
import { useState } from "react";

export function SnackbarDemo() {
  const t = useTranslations("Showcase.snackbar");
  const [isOpen, setIsOpen] = useState(false);

  function onSnackbarClose(_event: unknown, reason: SnackbarCloseReason) {
    // A stray click elsewhere should not dismiss the message before it is read.
    if (reason !== "clickaway") setIsOpen(false);
  }

  return (
    <>
      <Button variant="contained" onClick={() => setIsOpen(true)}>
        {t("open")}
      </Button>
      <Snackbar
        open={isOpen}
        autoHideDuration={6000}
        onClose={onSnackbarClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          onClose={() => setIsOpen(false)}
          closeText={t("close")}
          severity="success"
          variant="filled"
          sx={{ width: "100%" }}
        >
          {t("message")}
        </Alert>
      </Snackbar>
    </>
  );
}
