"use client";

import Button, { type ButtonProps } from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CallbackForm } from "./callback-form";

// The 'Request A Callback' dialog of spec §2, opened by the top bar's Make Enquiry button.
export function CallbackDialogButton({ children, ...props }: Omit<ButtonProps, "onClick"> & { children: ReactNode }) {
  const t = useTranslations("CallbackDialog");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setIsOpen(true)}>
        {children}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="callback-dialog-title"
      >
        <DialogTitle id="callback-dialog-title">{t("title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("text")}</DialogContentText>
          <CallbackForm hideTitle submitLabel={t("submit")} onSubmitted={() => setIsOpen(false)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>{t("cancel")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
