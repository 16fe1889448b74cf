"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { ClientThemeRegistry } from "@/components/providers/theme-registry";
import { CallbackForm } from "./callback-form";

// The 'Request A Callback' dialog of spec §2.
export function CallbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslations("CallbackDialog");
  return (
    <ClientThemeRegistry>
      <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="callback-dialog-title">
        <DialogTitle id="callback-dialog-title">{t("title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("text")}</DialogContentText>
          <CallbackForm hideTitle submitLabel={t("submit")} onSubmitted={onClose} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
        </DialogActions>
      </Dialog>
    </ClientThemeRegistry>
  );
}
