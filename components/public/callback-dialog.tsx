"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { buttonClass, type ButtonLook } from "./button-class";

// Loaded when first opened: the top bar is on every page, the dialog's form rarely used.
const CallbackDialog = dynamic(() => import("./callback-dialog-content").then((m) => m.CallbackDialog), {
  ssr: false,
});

// The top bar's Make Enquiry button, which opens the 'Request A Callback' dialog.
export function CallbackDialogButton({ children, ...look }: ButtonLook & { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass(look)}
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
      >
        {children}
      </button>
      {hasOpened && <CallbackDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
