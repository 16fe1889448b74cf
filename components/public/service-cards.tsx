import { getTranslations } from "next-intl/server";
import type { Service } from "@/lib/content/services";
import styles from "./service-cards.module.css";
import { StaticLink } from "./static-link";

// A grid of service cards (title linking to the service page, and its
// summary): plain HTML and a static stylesheet (see home/sections.tsx).
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
          <Heading className={styles.title}>
            <StaticLink href={`/services/${service.slug}`}>{content(`${service.slug}.title` as never)}</StaticLink>
          </Heading>
          <p>{content(`${service.slug}.summary` as never)}</p>
        </li>
      ))}
    </ul>
  );
}
