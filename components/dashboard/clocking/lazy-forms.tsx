"use client";

import { lazyForm } from "@/components/dashboard/ui/lazy-form";

// The clocking forms, each its own chunk (see lazy-form.tsx). The panels and
// dialogs that hold them preload them.
export const ClockTimesForm = lazyForm(() => import("./clock-times-form").then((module) => module.ClockTimesForm));
export const DeclineForm = lazyForm(() => import("./decline-form").then((module) => module.DeclineForm));
