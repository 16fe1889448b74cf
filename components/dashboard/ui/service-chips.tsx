"use client";

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useServiceLabel } from "./service-label";

// The services a visitor picked, as chips in the page's language.
export function ServiceChips({ services, label }: { services: readonly string[]; label?: string }) {
  const serviceLabel = useServiceLabel();
  if (services.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }} aria-label={label}>
      {services.map((service) => (
        <Chip key={service} size="small" label={serviceLabel(service)} />
      ))}
    </Stack>
  );
}
