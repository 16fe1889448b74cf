"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { buttonClass, type ButtonLook } from "./button-class";
import { useLazyOpen } from "./use-lazy-open";

// Loaded when first opened: the top bar is on every page, the dialog's form rarely used.
const CallbackDialog = dynamic(() => import("./callback-dialog-content").then((m) => m.CallbackDialog), {
  ssr: false,
});

// The top bar's Make Enquiry button, which opens the 'Request A Callback' dialog.
export function CallbackDialogButton({ children, ...look }: ButtonLook & { children: ReactNode }) {
  const { isOpen, hasOpened, open, close } = useLazyOpen();
  return (
    <>
      <button type="button" className={buttonClass(look)} onClick={open}>
        {children}
      </button>
      {hasOpened && <CallbackDialog isOpen={isOpen} onClose={close} />}
    </>
  );
}
