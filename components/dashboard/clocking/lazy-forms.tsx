"use client";

import LinearProgress from "@mui/material/LinearProgress";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect } from "react";

// The clocking forms bring zod and their schemas (about 40 kB compressed).
// The lists, panels and dialogs that hold them load without, so the page is
// ready sooner on a phone. Once it is idle, the forms load in the background
// (usePreloadClockForms): a cleaner who opens one later, even after losing
// the connection, has it at once. A form opened before then loads on the spot.
function FormLoading() {
  const t = useTranslations("Common");
  return <LinearProgress aria-label={t("loading")} sx={{ my: 2 }} />;
}

// One import() for each form, used by both the component and the preload:
// the bundler makes a chunk per import() call, so a second call would
// preload a copy the component never uses.
const loadClockTimesForm = () => import("./clock-times-form");
const loadDeclineForm = () => import("./decline-form");

export const ClockTimesForm = dynamic(() => loadClockTimesForm().then((module) => module.ClockTimesForm), {
  loading: FormLoading,
});

export const DeclineForm = dynamic(() => loadDeclineForm().then((module) => module.DeclineForm), {
  loading: FormLoading,
});

export function usePreloadClockForms() {
  useEffect(() => {
    // A failed load (offline) is tried again when a form opens.
    const preload = () => {
      loadClockTimesForm().catch(() => undefined);
      loadDeclineForm().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1_000);
    return () => window.clearTimeout(id);
  }, []);
}
