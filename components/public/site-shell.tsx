import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { CookieBanner } from "./cookie-banner";
import { QuoteModalProvider } from "./quote-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children }: { children: ReactNode }) {
  return (
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
  );
}
