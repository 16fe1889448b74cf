import type { routing } from "@/lib/i18n/routing";
import type messages from "./messages/en.json";
import type locationContent from "./messages/locations/en.json";
import type serviceContent from "./messages/services/en.json";
import type showcase from "./messages/showcase/en.json";

// Message keys and locales are typed from messages/en.json and the routing.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages & {
      Showcase: typeof showcase;
      ServiceContent: typeof serviceContent;
      LocationContent: typeof locationContent;
    };
  }
}
