"use client";

import LinearProgress from "@mui/material/LinearProgress";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useEffectEvent, useState, type ComponentType } from "react";
import { LabelledDialog } from "./labelled-dialog";

// A form held in a list's panel or dialog brings zod and its schemas (about
// 40 kB compressed). `lazyForm` makes it its own chunk, so the list loads
// and runs without them, and the holder preloads it once the page is idle
// (`usePreloadForms`): someone who opens it later, even after losing the
// connection, has it at once. A form opened before then loads on the spot,
// behind a thin progress bar.
//
// Write one `import()` per module, used by all that load it: the bundler
// makes a chunk per `import()` call, so a second one (say, for a preload)
// would fetch a copy of the module the component never uses.

type Preloadable = { preload: () => void };
export type LazyForm<P> = ComponentType<P> & Preloadable;

function FormLoading() {
  const t = useTranslations("Common");
  return <LinearProgress aria-label={t("loading")} sx={{ my: 2 }} />;
}

// A whole dialog that is still loading: the page is dimmed at once, as it
// would be by the dialog, and the bar says why.
function DialogLoading() {
  const t = useTranslations("Common");
  return (
    <LabelledDialog open fullWidth maxWidth="sm" label={t("loading")}>
      <FormLoading />
    </LabelledDialog>
  );
}

export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { dialog = false }: { dialog?: boolean } = {},
): LazyForm<P> {
  const Form = dynamic(load, { loading: dialog ? DialogLoading : FormLoading });
  // A failed load (offline) is tried again when the form is shown.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(Form, { preload });
}

// Fetches the forms once the browser is idle, while `enabled` (say, only
// for the role that may open them).
export function usePreloadForms(forms: readonly Preloadable[], enabled = true) {
  const preload = useEffectEvent(() => forms.forEach((form) => form.preload()));
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1_000);
    return () => window.clearTimeout(id);
  }, [enabled]);
}

// True from the first time `open` is: a lazy dialog is mounted when first
// opened (not with the page), then stays mounted, so it closes with its
// transition and keeps what was typed, as a dialog always there would.
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
