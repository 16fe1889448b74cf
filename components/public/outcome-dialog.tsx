"use client";

import { useId } from "react";
import { buttonClass } from "./button-class";
import styles from "./form.module.css";
import { AlertIcon, CheckIcon } from "./icons";
import { useModalDialog } from "./use-modal-dialog";

type OutcomeDialogProps = {
  open: boolean;
  severity: "success" | "error";
  title: string;
  text: string;
  actionLabel: string;
  onClose: () => void;
};

// The 'Success!' and 'Oops...' popups of spec §8, as a native modal dialog
// (./use-modal-dialog.ts), with no MUI code. Its one button takes the focus;
// closed, it gives the focus back to the send button. Opened from inside the
// quote or callback dialog, Escape closes this popup only.
export function OutcomeDialog({ open, severity, title, text, actionLabel, onClose }: OutcomeDialogProps) {
  const dialogProps = useModalDialog(open, onClose, "control");
  const id = useId();
  const Icon = severity === "success" ? CheckIcon : AlertIcon;
  return (
    <dialog {...dialogProps} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <Icon className={`${styles.outcomeIcon} ${severity === "success" ? styles.success : styles.failure}`} />
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-text`} className={styles.dialogText}>
        {text}
      </p>
      <button type="button" className={buttonClass()} onClick={onClose}>
        {actionLabel}
      </button>
    </dialog>
  );
}
