"use client";

import { LazyIsland } from "@/components/providers/lazy-island";
import { CallbackForm } from "../callback-form";

// What BookingForm loads on demand: the callback form, with MUI and its texts.
export function BookingFormLoaded() {
  return (
    <LazyIsland>
      <CallbackForm hideTitle />
    </LazyIsland>
  );
}
