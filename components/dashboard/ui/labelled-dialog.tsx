"use client";

import Dialog, { type DialogProps } from "@mui/material/Dialog";

type LabelledDialogProps = Omit<DialogProps, "aria-label" | "aria-labelledby" | "slotProps"> & { label: string };

// A dialog without a title on screen (a search box, a form still loading),
// named all the same. The name goes on the paper, the element with
// role="dialog": MUI passes a Dialog's own aria-label to its outer container,
// which left three dialogs unnamed (axe: aria-dialog-name).
export function LabelledDialog({ label, ...props }: LabelledDialogProps) {
  return <Dialog {...props} slotProps={{ paper: { "aria-label": label } }} />;
}
