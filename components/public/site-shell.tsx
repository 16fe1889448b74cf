import Box from "@mui/material/Box";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import type { ClientMessageScope } from "@/lib/i18n/client-messages";
import { CookieBanner } from "./cookie-banner";
import { QuoteModalProvider } from "./quote-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type SiteShellProps = { children: ReactNode; messages?: ClientMessageScope };

export async function SiteShell({ children, messages = "public" }: SiteShellProps) {
  const cookies = await getTranslations("CookieBanner");
  return (
    <ClientMessages scope={messages}>
      <QuoteModalProvider>
        <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
          <SiteHeader />
          <Box component="main" id="main" sx={{ flex: 1 }}>
            {children}
          </Box>
          <SiteFooter />
          <CookieBanner label={cookies("label")} text={cookies("text")} accept={cookies("accept")} />
        </Box>
      </QuoteModalProvider>
    </ClientMessages>
  );
}
