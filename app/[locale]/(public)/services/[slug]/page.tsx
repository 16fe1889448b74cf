import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChevronIcon } from "@/components/public/icons";
import { Illustration, serviceIllustration } from "@/components/public/illustration";
import { JsonLd } from "@/components/public/json-ld";
import { QuoteButton } from "@/components/public/quote-modal";
import { StaticLink } from "@/components/public/static-link";
import { findService, SERVICES } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/routing";
import { localizedUrl, publicMetadata } from "@/lib/seo";
import container from "@/components/public/container.module.css";
import styles from "./service.module.css";

// Only the eight services exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((service) => ({ slug: service.slug }));
}

type Props = PageProps<"/[locale]/services/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "ServiceContent" });
  return publicMetadata({
    locale: locale as Locale,
    path: `/services/${slug}`,
    title: t(`${slug}.title` as never),
    description: t(`${slug}.metaDescription` as never),
  });
}

const QUESTIONS = ["1", "2", "3", "4"] as const;

export default async function ServicePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const service = findService(slug);
  if (!service) notFound();
  const t = await getTranslations("ServicesPage");
  const content = await getTranslations("ServiceContent");
  const text = (key: string) => content(`${slug}.${key}` as never) as string;
  const faq = QUESTIONS.map((n) => ({ question: text(`q${n}`), answer: text(`a${n}`) }));

  return (
    <div className={`${container.container} ${styles.page}`}>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: text("title"),
            description: text("summary"),
            serviceType: service.name,
            areaServed: "IE",
            url: localizedUrl(locale as Locale, `/services/${slug}`),
            provider: { "@type": "LocalBusiness", name: "Emerald Clean" },
          },
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: faq.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
          },
        ]}
      />
      <div className={styles.main}>
        <h1>{text("title")}</h1>
        {(["p1", "p2", "p3"] as const).map((key) => (
          <p key={key}>{text(key)}</p>
        ))}
        <QuoteButton service={service.slug} size="large" className={styles.quote}>
          {t("getQuote")}
        </QuoteButton>
        <h2>{t("popularQuestions")}</h2>
        {/* The browser's own disclosure: opens by click, Enter or Space, with no script. */}
        <div className={styles.faq}>
          {faq.map((item, index) => (
            <details key={item.question} id={`faq-${index}`}>
              <summary>
                <h3 className={styles.question}>{item.question}</h3>
                <ChevronIcon direction="down" className={styles.chevron} />
              </summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      {/* The service's picture heads the side column: beside the heading on
          wide screens, after the questions on phones. */}
      <div className={styles.column}>
        <Illustration src={serviceIllustration(service.slug)} loading="eager" className={styles.picture} />
        <aside aria-labelledby="all-services" className={styles.side}>
          <h2 id="all-services">{t("allServices")}</h2>
          <ul>
            {SERVICES.map((other) => (
              <li key={other.slug}>
                <StaticLink href={`/services/${other.slug}`} aria-current={other.slug === slug ? "page" : undefined}>
                  {content(`${other.slug}.title` as never)}
                </StaticLink>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
