import "server-only";
import { getLocale, getTimeZone } from "next-intl/server";
import { TIME_ZONE } from "./locales";
import { formatterFor, type Formatter } from "./use-formatter";

// The server components' side of ./use-formatter.ts.
export async function getFormatter(): Promise<Formatter> {
  return formatterFor(await getLocale(), (await getTimeZone()) ?? TIME_ZONE);
}
