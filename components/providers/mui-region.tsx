import type { ReactNode } from "react";
import type { ClientMessageScope } from "@/lib/i18n/client-messages";
import { ClientMessages } from "./client-messages";
import { ThemeRegistry } from "./theme-registry";

// A server-rendered part of the site built with MUI and client components
// that translate (a layout, or a public page's content): next-intl's client
// provider with that part's texts, and MUI's theme. At most one per page.
export function MuiRegion({ scope = "public", children }: { scope?: ClientMessageScope; children: ReactNode }) {
  return (
    <ClientMessages scope={scope}>
      <ThemeRegistry>{children}</ThemeRegistry>
    </ClientMessages>
  );
}
