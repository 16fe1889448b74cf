"use client";

import { useEffect, useId, useRef } from "react";
import { buttonClass } from "./button-class";
import styles from "./form.module.css";
import { AlertIcon, CheckIcon } from "./icons";

type OutcomeDialogProps = {
  open: boolean;
  severity: "success" | "error";
  title: string;
  text: string;
  actionLabel: string;
  onClose: () => void;
};

// The 'Success!' and 'Oops...' popups of spec §8, as a native modal dialog:
// the browser keeps focus inside it, makes the page behind it inert and
// gives focus back to the send button on close, with no MUI code.
export function OutcomeDialog({ open, severity, title, text, actionLabel, onClose }: OutcomeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const Icon = severity === "success" ? CheckIcon : AlertIcon;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape: an open modal dialog holds the focus, so the key comes here
      // first. It closes this popup only: the quote or callback dialog it
      // was sent from (whose own Escape handler is further up) stays open.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        event.preventDefault();
        onClose();
      }}
      // Any other way the browser cancels it: closed through the caller,
      // so its state follows.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // React passes a dialog's close event on to the components around it:
      // it must not reach the quote or callback dialog's own onClose.
      onClose={(event) => event.stopPropagation()}
    >
      <Icon className={`${styles.outcomeIcon} ${severity === "success" ? styles.success : styles.failure}`} />
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-text`} className={styles.dialogText}>
        {text}
      </p>
      {/* The only thing to focus: showModal() puts the focus here. */}
      <button type="button" className={buttonClass()} onClick={onClose}>
        {actionLabel}
      </button>
    </dialog>
  );
}
