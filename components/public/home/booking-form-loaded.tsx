"use client";

import { ClientThemeRegistry } from "@/components/providers/theme-registry";
import { CallbackForm } from "../callback-form";

// What BookingForm loads on demand: the callback form with MUI's theme.
export function BookingFormLoaded() {
  return (
    <ClientThemeRegistry>
      <CallbackForm hideTitle />
    </ClientThemeRegistry>
  );
}
