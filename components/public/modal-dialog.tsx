"use client";

import { useId, type ReactNode } from "react";
import { iconButtonClass } from "./button-class";
import { CloseIcon } from "./icons";
import styles from "./modal-dialog.module.css";
import { useModalDialog } from "./use-modal-dialog";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  // The visible ✕ in the title bar, named by this label; none without it.
  closeLabel?: string;
  size: "sm" | "md";
  children: ReactNode;
  // Buttons under the content (the callback dialog's Cancel).
  actions?: ReactNode;
};

// The quote and callback dialogs of spec §2: a native modal <dialog>
// (./use-modal-dialog.ts) with a title bar. The state stays with the caller
// (open/onClose), so what was typed stays.
export function ModalDialog({ open, onClose, title, closeLabel, size, children, actions }: ModalDialogProps) {
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog {...dialogProps} className={`${styles.modal} ${styles[size]}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel && (
          <button
            type="button"
            className={`${iconButtonClass} ${styles.close}`}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
