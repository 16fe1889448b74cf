"use client";

import Stack, { type StackProps } from "@mui/material/Stack";
import type { FormEventHandler } from "react";
import { useIsHydrated } from "@/lib/client/use-is-hydrated";

type FormProps = Omit<StackProps<"fieldset">, "component" | "onSubmit" | "disabled"> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  "aria-label"?: string;
};

const FIELDSET = { border: 0, m: 0, p: 0, minWidth: 0 } as const;

// Every MUI form: the back office's and the sign-in pages'. The server draws
// it, so it shows at first paint (with the record it edits, where the page
// came with one). Until the page has hydrated it is a disabled fieldset, seen
// at once and used once it works, for two reasons:
// - the back office's fields are controlled (react-hook-form around MUI), and
//   React drops what was typed into a server-drawn control before hydration;
// - a submit before then is the browser's own: a GET that put every field,
//   a password too, in the address (history, server logs, Referer).
// method="post" keeps the fields out of the address all the same.
export function Form({ onSubmit, "aria-label": ariaLabel, sx, children, ...stack }: FormProps) {
  const isHydrated = useIsHydrated();
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label={ariaLabel}>
      <Stack component="fieldset" disabled={!isHydrated} sx={[FIELDSET, ...(Array.isArray(sx) ? sx : [sx])]} {...stack}>
        {children}
      </Stack>
    </form>
  );
}
