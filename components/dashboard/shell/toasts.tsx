"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

// The one toast system (spec §9): at most 5, no duplicates, each hidden
// after 3000 ms, top right (below the header so it never covers its buttons).
export const MAX_TOASTS = 5;
export const TOAST_MS = 3000;

type Severity = "success" | "info" | "warning" | "error";
type Toast = { id: number; message: string; severity: Severity };
type Notify = (message: string, severity?: Severity) => void;

const ToastContext = createContext<Notify | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const notify = useCallback<Notify>(
    (message, severity = "info") => {
      const id = ++nextId.current;
      setToasts((current) => {
        if (current.some((toast) => toast.message === message)) return current;
        return [...current, { id, message, severity }].slice(-MAX_TOASTS);
      });
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{
          position: "fixed",
          // On a phone, at the bottom: at the top they covered the page's title.
          top: { xs: "auto", sm: 72, md: 88 },
          bottom: { xs: 16, sm: "auto" },
          insetInlineEnd: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          width: 360,
          maxWidth: "calc(100vw - 32px)",
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            severity={toast.severity}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            role={toast.severity === "error" ? "alert" : "status"}
          >
            {toast.message}
          </Alert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error("useToast must be used inside <ToastProvider>");
  return notify;
}
