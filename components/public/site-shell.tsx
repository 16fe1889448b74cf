import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DeferredIntlProvider } from "@/components/providers/deferred-intl";
import { CLIENT_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/routing";
import { SkipLink } from "@/components/ui/skip-link";
import { CookieBanner } from "./cookie-banner";
import { QuoteModalProvider } from "./quote-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import styles from "./site-shell.module.css";

// The public layout. Its client parts up front (menus, buttons, language
// picker, cookie banner) take their texts as props; the parts that load on
// demand read theirs from DeferredIntlProvider. Pages whose content uses
// MUI or translates in the browser wrap it in MuiRegion.
export async function SiteShell({ children }: { children: ReactNode }) {
  const cookies = await getTranslations("CookieBanner");
  const common = await getTranslations("Common");
  const deferred = {
    locale: (await getLocale()) as Locale,
    timeZone: await getTimeZone(),
    messages: pickMessages(await getMessages(), CLIENT_MESSAGES.public),
  };
  return (
    <DeferredIntlProvider value={deferred}>
      <QuoteModalProvider>
        <div className={styles.shell}>
          <SkipLink label={common("skipToContent")} />
          <SiteHeader />
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <SiteFooter />
          <CookieBanner label={cookies("label")} text={cookies("text")} accept={cookies("accept")} />
        </div>
      </QuoteModalProvider>
    </DeferredIntlProvider>
  );
}
