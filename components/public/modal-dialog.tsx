"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { iconButtonClass } from "./button-class";
import { CloseIcon } from "./icons";
import styles from "./modal-dialog.module.css";

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

// The quote and callback dialogs of spec §2, as a native modal <dialog>,
// with no MUI code: the browser puts it above everything, makes the page
// behind it inert and gives the focus back to the button that opened it.
// On top of that, as visitors expect of a popup: Escape or a click beside it
// closes it, Tab goes round inside it, and the page behind does not scroll.
// The state stays with the caller (open/onClose), so what was typed stays.
export function ModalDialog({ open, onClose, title, closeLabel, size, children, actions }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes the focus, as MUI's did: a screen reader reads
      // its title, and no field's keyboard pops up on a phone. Tab goes on to
      // its first control.
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.modal} ${styles[size]}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape: closed through the caller, so its state follows. (React
      // passes on the events of a popup opened inside it: not those.)
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the dialog itself, outside its box.
      onClick={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const isInside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!isInside) onClose();
      }}
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (event.key === "Tab" && target.closest("dialog") === event.currentTarget) {
          keepFocusInside(event.currentTarget, event);
        }
      }}
    >
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

// A modal dialog keeps the focus in the page, but Tab from its last control
// would go on to the browser's own toolbar: round to its first instead.
function keepFocusInside(dialog: HTMLDialogElement, event: React.KeyboardEvent) {
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.offsetParent !== null && element.closest("dialog") === dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
