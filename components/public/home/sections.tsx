import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SERVICES } from "@/lib/content/services";
import { site, telHref } from "@/lib/content/site";
import { CheckIcon } from "../icons";
import { ServiceCards } from "../service-cards";
import { BookingForm } from "./booking-form";
import { Counters } from "./counters";
import container from "../container.module.css";
import styles from "./sections.module.css";
import { Testimonials } from "./testimonials";

// The sections of the home and about pages (spec §1, §2).
//
// Static content is plain HTML styled by a CSS module, not MUI components:
// MUI's components are client components styled at run time, so every
// heading, card and line of them was work for the phone when it hydrated
// the page (Lighthouse mobile targets, issue #3). MUI stays for what acts.

// The heading's id comes from a fixed key, not from the translated title:
// a title with no Latin letters (Arabic, Chinese) gave every section the same
// id, and a translation change would have moved it (issue #16).
type SectionKey = "why" | "featured" | "numbers" | "how" | "booking" | "testimonials";

export function Section({
  sectionKey,
  title,
  children,
  isShaded = false,
}: {
  sectionKey: SectionKey;
  title: string;
  children: ReactNode;
  isShaded?: boolean;
}) {
  const id = `section-${sectionKey}`;
  return (
    <section aria-labelledby={id} className={isShaded ? `${styles.section} ${styles.shaded}` : styles.section}>
      <div className={container.container}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

// Skill bars of spec §1: Quality 100, Integrity 100, Speed 95.
const SKILLS = [
  ["quality", 100],
  ["integrity", 100],
  ["speed", 95],
] as const;

export async function WhyChooseUs() {
  const t = await getTranslations("Home");
  return (
    <Section sectionKey="why" title={t("whyTitle")}>
      <div className={styles.why}>
        <ul className={styles.checks}>
          {(["w1", "w2", "w3", "w4"] as const).map((key) => (
            <li key={key}>
              <CheckIcon />
              <span>{t(`why.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.skills}>
          {SKILLS.map(([key, value]) => (
            <div key={key}>
              <div className={styles.skillHead}>
                <span id={`skill-${key}`}>{t(`skills.${key}`)}</span>
                <span aria-hidden>{value}%</span>
              </div>
              <div
                className={styles.bar}
                role="progressbar"
                aria-labelledby={`skill-${key}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
              >
                <span style={{ width: `${value}%` }} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}

export async function FeaturedServices({ count, title }: { count: number; title: string }) {
  const featured = SERVICES.filter((service) => service.isFeatured).slice(0, count);
  return (
    <Section sectionKey="featured" title={title} isShaded>
      <ServiceCards services={featured} headingLevel="h3" columns={count > 3 ? 4 : 3} />
    </Section>
  );
}

export async function NumbersSection() {
  const t = await getTranslations("Home");
  return (
    <Section sectionKey="numbers" title={t("countersTitle")}>
      <Counters
        items={[
          { label: t("counters.projects"), target: 340 },
          { label: t("counters.employees"), target: 55 },
          { label: t("counters.clients"), target: 120 },
          { label: t("counters.quality"), target: 100, suffix: "%" },
        ]}
      />
    </Section>
  );
}

export async function HowItWorks() {
  const t = await getTranslations("Home");
  return (
    <Section sectionKey="how" title={t("howTitle")} isShaded>
      <ol className={styles.steps}>
        {(["h1", "h2", "h3"] as const).map((key, i) => (
          <li key={key} className={styles.card}>
            <p className={styles.stepNumber} aria-hidden>
              {i + 1}
            </p>
            <p>{t(`how.${key}`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export async function BookingAndContact() {
  const t = await getTranslations("Home");
  return (
    <Section sectionKey="booking" title={t("bookingTitle")}>
      <div className={styles.booking}>
        <BookingForm />
        <div className={styles.touch}>
          <h3>{t("touchTitle")}</h3>
          <p>{t("touchText")}</p>
          <p>
            <a href={telHref(site.phone)}>
              <bdi dir="ltr">{site.phone}</bdi>
            </a>
          </p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </div>
    </Section>
  );
}

export async function TestimonialsSection() {
  const t = await getTranslations("Home");
  const quotes = await getTranslations("Testimonials");
  const items = (["t1", "t2", "t3", "t4", "t5"] as const).map((key) => ({
    key,
    // In the language's quotation marks ("« … »" in French, for one).
    text: quotes("quoted", { quote: quotes(`${key}.text`) }),
    name: quotes(`${key}.name`),
    role: quotes(quotes(`${key}.role`) === "landlord" ? "landlord" : "tenant"),
  }));
  return (
    <Section sectionKey="testimonials" title={t("testimonialsTitle")} isShaded>
      <Testimonials items={items} previousLabel={t("previousTestimonials")} nextLabel={t("nextTestimonials")} />
    </Section>
  );
}
