import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import type { ClientMessageScope } from "@/lib/i18n/client-messages";
import { CookieBanner } from "./cookie-banner";
import { QuoteModalProvider } from "./quote-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import styles from "./site-shell.module.css";

type SiteShellProps = { children: ReactNode; messages?: ClientMessageScope };

export async function SiteShell({ children, messages = "public" }: SiteShellProps) {
  const cookies = await getTranslations("CookieBanner");
  return (
    <ClientMessages scope={messages}>
      <QuoteModalProvider>
        <div className={styles.shell}>
          <SiteHeader />
          <main id="main" className={styles.main}>
            {children}
          </main>
          <SiteFooter />
          <CookieBanner label={cookies("label")} text={cookies("text")} accept={cookies("accept")} />
        </div>
      </QuoteModalProvider>
    </ClientMessages>
  );
}
