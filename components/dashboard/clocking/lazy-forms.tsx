"use client";

import LinearProgress from "@mui/material/LinearProgress";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";

// The clocking forms bring zod and their schemas (about 40 kB compressed).
// The lists, panels and dialogs that hold them load without: a form's code
// arrives the first time it is shown, which on a phone is the cleaner opening
// a record or the "missed clocking" dialog, not the page itself.
function FormLoading() {
  const t = useTranslations("Common");
  return <LinearProgress aria-label={t("loading")} sx={{ my: 2 }} />;
}

export const ClockTimesForm = dynamic(() => import("./clock-times-form").then((module) => module.ClockTimesForm), {
  loading: FormLoading,
});

export const DeclineForm = dynamic(() => import("./decline-form").then((module) => module.DeclineForm), {
  loading: FormLoading,
});
