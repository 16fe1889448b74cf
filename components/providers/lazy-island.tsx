"use client";

import type { ReactNode } from "react";
import { LazyTextIsland } from "./lazy-text-island";
import { ClientThemeRegistry } from "./theme-registry";

// The root of a part of a public page that loads on demand and is built with
// MUI (the phone drawer): its texts (LazyTextIsland) and MUI's theme.
// Import it only from such parts.
export function LazyIsland({ children }: { children: ReactNode }) {
  return (
    <LazyTextIsland>
      <ClientThemeRegistry>{children}</ClientThemeRegistry>
    </LazyTextIsland>
  );
}
