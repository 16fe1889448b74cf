import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_MESSAGES, pickMessages, type ClientMessageScope } from "@/lib/i18n/client-messages";

// Gives the client components below the messages of one part of the site
// (see lib/i18n/client-messages.ts); it replaces, not extends, the messages
// of an outer provider.
export async function ClientMessages({ scope, children }: { scope: ClientMessageScope; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), CLIENT_MESSAGES[scope]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
