"use client";

import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

type OutcomeDialogProps = {
  open: boolean;
  severity: "success" | "error";
  title: string;
  text: string;
  actionLabel: string;
  onClose: () => void;
};

// The 'Success!' and 'Oops...' popups of spec §8.
export function OutcomeDialog({ open, severity, title, text, actionLabel, onClose }: OutcomeDialogProps) {
  const Icon = severity === "success" ? CheckCircleIcon : ErrorIcon;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="outcome-title"
      aria-describedby="outcome-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="outcome-title" sx={{ textAlign: "center", pt: 4 }}>
        <Icon color={severity} sx={{ fontSize: 64, display: "block", mx: "auto", mb: 1 }} aria-hidden />
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="outcome-text" sx={{ textAlign: "center" }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: "center", pb: 3 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
