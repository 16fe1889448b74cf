import { getTranslations } from "next-intl/server";
import type { Service } from "@/lib/content/services";
import { Illustration, serviceIllustration } from "./illustration";
import styles from "./service-cards.module.css";
import { StaticLink } from "./static-link";

// A grid of service cards (a small picture, the title linking to the service
// page, and its summary): plain HTML and a static stylesheet (see
// home/sections.tsx). The picture stays small: on the services page the
// first cards are in the first screen, where text should be what paints largest.
export async function ServiceCards({
  services,
  headingLevel: Heading,
  columns = 3,
}: {
  services: readonly Service[];
  headingLevel: "h2" | "h3";
  columns?: 3 | 4;
}) {
  const content = await getTranslations("ServiceContent");
  return (
    <ul className={`${styles.cards} ${columns === 4 ? styles.four : styles.three}`}>
      {services.map((service) => (
        <li key={service.slug}>
          <Illustration src={serviceIllustration(service.slug)} className={styles.picture} />
          <Heading className={styles.title}>
            <StaticLink href={`/services/${service.slug}`}>{content(`${service.slug}.title` as never)}</StaticLink>
          </Heading>
          <p>{content(`${service.slug}.summary` as never)}</p>
        </li>
      ))}
    </ul>
  );
}
