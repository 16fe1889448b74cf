"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";

// Asks before something that cannot be undone (a delete) or that affects
// several records at once.
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  isDestructive = false,
  isBusy = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("Common");
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy} autoFocus>
          {t("cancel")}
        </Button>
        <Button onClick={onConfirm} disabled={isBusy} color={isDestructive ? "error" : "primary"} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
