"use client";

import { LazyTextIsland } from "@/components/providers/lazy-text-island";
import { CallbackForm } from "../callback-form";

// What BookingForm loads on demand: the callback form and its texts (no MUI:
// the form draws its own fields).
export function BookingFormLoaded() {
  return (
    <LazyTextIsland>
      <CallbackForm hideTitle />
    </LazyTextIsland>
  );
}
