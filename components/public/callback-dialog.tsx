"use client";

import Button, { type ButtonProps } from "@mui/material/Button";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";

// Loaded when first opened: the top bar is on every page, the dialog's form rarely used.
const CallbackDialog = dynamic(() => import("./callback-dialog-content").then((m) => m.CallbackDialog), {
  ssr: false,
});

// The top bar's Make Enquiry button, which opens the 'Request A Callback' dialog.
export function CallbackDialogButton({ children, ...props }: Omit<ButtonProps, "onClick"> & { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
      >
        {children}
      </Button>
      {hasOpened && <CallbackDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
