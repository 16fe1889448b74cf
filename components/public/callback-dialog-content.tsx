"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { LazyIsland } from "@/components/providers/lazy-island";
import { CallbackForm } from "./callback-form";

type CallbackDialogProps = { isOpen: boolean; onClose: () => void };

// The 'Request A Callback' dialog of spec §2.
function CallbackDialogContent({ isOpen, onClose }: CallbackDialogProps) {
  const t = useTranslations("CallbackDialog");
  return (
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
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime and MUI, so it sits above the component whose hooks need them.
export function CallbackDialog(props: CallbackDialogProps) {
  return (
    <LazyIsland>
      <CallbackDialogContent {...props} />
    </LazyIsland>
  );
}
