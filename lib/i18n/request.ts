import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { TIME_ZONE } from "./locales";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: TIME_ZONE,
    messages: {
      ...(await import(`../../messages/${locale}.json`)).default,
      // The component showcase (/components) keeps its texts apart from the product's.
      Showcase: (await import(`../../messages/showcase/${locale}.json`)).default,
      // Long-form public content: one file per service and county set, per language.
      ServiceContent: (await import(`../../messages/services/${locale}.json`)).default,
      LocationContent: (await import(`../../messages/locations/${locale}.json`)).default,
    },
  };
});
