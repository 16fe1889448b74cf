"use client";

import { useEffect, useRef, type ComponentProps, type KeyboardEvent } from "react";

// A native modal <dialog> driven by the caller's state (open/onClose), with
// no MUI code: the browser puts it above everything, makes the page behind it
// inert and gives the focus back to the button that opened it. On top of
// that, as visitors expect of a popup (the quote and callback dialogs, the
// phone menu, the 'Success!' and 'Oops...' popups): Escape or a click beside
// it closes it, Tab goes round inside it, and the page behind does not scroll
// (native-dialog.module.css, which its class must compose). Spread the answer
// on the <dialog>.
//
// `focus`: "dialog" (the dialog itself takes the focus on opening), or
// "control" (its first control does: a popup whose one button is the answer).
export function useModalDialog(open: boolean, onClose: () => void, focus: "dialog" | "control" = "dialog") {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // showModal() focuses the first control. The dialog itself instead, as
      // MUI's did: a screen reader reads its name, and no field's keyboard
      // pops up on a phone. Tab goes on to its first control.
      dialog.showModal();
      if (focus === "dialog") dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, focus]);

  return {
    ref,
    tabIndex: -1,
    // Escape: closed through the caller, so its state follows. (React passes
    // on the events of a popup opened inside this one: not those.)
    onCancel: (event) => {
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onClose();
    },
    // A click on the backdrop reaches the dialog itself, outside its box.
    onClick: (event) => {
      if (event.target !== event.currentTarget) return;
      // The second click of a double click that sent a form lands on the popup it opened
      // ("Success!"): that is not a click beside it (a first click there still closes it).
      if (event.detail > 1) return;
      const box = event.currentTarget.getBoundingClientRect();
      const isInside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!isInside) onClose();
    },
    onKeyDown: (event) => {
      const target = event.target as HTMLElement;
      if (event.key === "Tab" && target.closest("dialog") === event.currentTarget) {
        keepFocusInside(event.currentTarget, event);
      }
    },
  } satisfies ComponentProps<"dialog">;
}

// A modal dialog keeps the focus in the page, but Tab from its last control
// would go on to the browser's own toolbar: round to its first instead.
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
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
