"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";

type Outcome = "kept" | "cancelled" | null;

// Focus moves into the dialog when it opens and back to the button when it closes (MUI's Modal).
export function DialogDemo() {
  const t = useTranslations("Showcase.dialog");
  const [isOpen, setIsOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function close(next: Exclude<Outcome, null>) {
    setOutcome(next);
    setIsOpen(false);
  }

  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Button variant="outlined" color="error" onClick={() => setIsOpen(true)}>
        {t("open")}
      </Button>
      <Typography role="status" color="text.secondary">
        {outcome ? t(outcome) : ""}
      </Typography>
      <Dialog
        open={isOpen}
        onClose={() => close("kept")}
        aria-labelledby="showcase-dialog-title"
        aria-describedby="showcase-dialog-text"
      >
        <DialogTitle id="showcase-dialog-title">{t("title")}</DialogTitle>
        <DialogContent>
          <DialogContentText id="showcase-dialog-text">{t("text")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close("kept")} autoFocus>
            {t("keep")}
          </Button>
          <Button onClick={() => close("cancelled")} color="error" variant="contained">
            {t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
