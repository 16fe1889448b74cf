import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import type { ClientMessageScope } from "@/lib/i18n/client-messages";
import { CookieBanner } from "./cookie-banner";
import { QuoteModalProvider } from "./quote-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type SiteShellProps = { children: ReactNode; messages?: ClientMessageScope };

export function SiteShell({ children, messages = "public" }: SiteShellProps) {
  return (
    <ClientMessages scope={messages}>
      <QuoteModalProvider>
        <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
          <SiteHeader />
          <Box component="main" id="main" sx={{ flex: 1 }}>
            {children}
          </Box>
          <SiteFooter />
          <CookieBanner />
        </Box>
      </QuoteModalProvider>
    </ClientMessages>
  );
}
