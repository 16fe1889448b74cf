"use client";

import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId, type FormEventHandler, type ReactNode } from "react";
import { FormActions } from "./form-actions";

// A form in a dialog: its title names the dialog, its fields are stacked,
// Cancel and the submit button close it. It cannot be closed while it is
// being sent (a click outside or Escape would hide the answer).
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  isSubmitting,
  submitLabel,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormActions isSubmitting={isSubmitting} submitLabel={submitLabel} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
