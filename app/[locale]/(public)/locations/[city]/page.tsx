import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CheckIcon } from "@/components/public/icons";
import { Illustration, ILLUSTRATIONS } from "@/components/public/illustration";
import { JsonLd } from "@/components/public/json-ld";
import { QuoteButton } from "@/components/public/quote-modal";
import { StaticLink } from "@/components/public/static-link";
import { COUNTIES, findCounty } from "@/lib/content/counties";
import type { Locale } from "@/lib/i18n/routing";
import { localizedUrl, publicMetadata } from "@/lib/seo";
import container from "@/components/public/container.module.css";
import styles from "./county.module.css";

// The 26 counties are pre-rendered; any other slug is a 404. Other cases
// (/locations/Dublin) are sent to the lower-case address by the middleware.
export const dynamicParams = false;

export function generateStaticParams() {
  return COUNTIES.map((city) => ({ city }));
}

type Props = PageProps<"/[locale]/locations/[city]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, city } = await params;
  const county = findCounty(city);
  if (!county) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: "LocationContent" });
  const page = await getTranslations({ locale: locale as Locale, namespace: "LocationPage" });
  return publicMetadata({
    locale: locale as Locale,
    path: `/locations/${county}`,
    title: page("title", { county: t(`${county}.name` as never) }),
    description: t(`${county}.metaDescription` as never),
  });
}

const FEATURES = ["f1", "f2", "f3", "f4"] as const;
const STEPS = ["s1", "s2", "s3"] as const;
const STANDARD = ["kitchens", "bathrooms", "vacuuming", "dusting", "polishing"] as const;

export default async function LocationPage({ params }: Props) {
  const { locale, city } = await params;
  const county = findCounty(city);
  if (!county) notFound();
  setRequestLocale(locale as Locale);
  const t = await getTranslations("LocationPage");
  const content = await getTranslations("LocationContent");
  const text = (key: string) => content(`${county}.${key}` as never) as string;
  const name = text("name");
  const areas = text("areas")
    .split(",")
    .map((area) => area.trim())
    .filter(Boolean);

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "LocalBusiness",
          name: "Emerald Clean",
          url: localizedUrl(locale as Locale, `/locations/${county}`),
          areaServed: { "@type": "AdministrativeArea", name: `County ${name}` },
          openingHours: "Mo-Su 00:00-23:59",
        }}
      />
      {/* The countryside picture sits beside the text on wide screens and
          under it on phones, past the first screen. */}
      <div className={styles.hero}>
        <div className={`${container.container} ${styles.heroGrid}`}>
          <div>
            <h1>{t("heading", { county: name })}</h1>
            <p className={styles.intro}>{text("intro")}</p>
            <p className={styles.local}>{text("local")}</p>
            <QuoteButton tone="secondary" size="large">
              {t("enquire")}
            </QuoteButton>
          </div>
          <Illustration src={ILLUSTRATIONS.countryside} loading="eager" className={styles.picture} />
        </div>
      </div>
      <div className={`${container.container} ${styles.body}`}>
        <section>
          <h2>{t("featuresTitle")}</h2>
          <ul className={styles.features}>
            {FEATURES.map((key) => (
              <li key={key}>
                <CheckIcon />
                <span>{t(`features.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t("stepsTitle")}</h2>
          <ol className={styles.list}>
            {STEPS.map((key) => (
              <li key={key}>{t(`steps.${key}`)}</li>
            ))}
          </ol>
        </section>
        <section>
          <h2>{t("standardTitle")}</h2>
          <ul className={styles.list}>
            {STANDARD.map((key) => (
              <li key={key}>{t(`standard.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section className={`${styles.card} ${styles.office}`}>
          <h2>{t("officeTitle")}</h2>
          <p>{t("officeText", { county: name })}</p>
          <p className={styles.hours}>{t("officeHours")}</p>
        </section>
        <section className={styles.wide}>
          <h2>{t("areasTitle", { county: name })}</h2>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </section>
        <section className={`${styles.wide} ${styles.card} ${styles.hiring}`}>
          <h2>{t("hiringTitle", { county: name })}</h2>
          <p>{t("hiringText")}</p>
          <StaticLink href="/career" className={styles.hiringAction}>
            {t("hiringAction")}
          </StaticLink>
        </section>
      </div>
    </>
  );
}
