import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/public/json-ld";
import { site } from "@/lib/content/site";
import { isolated } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { CheckIcon } from "@/components/public/icons";
import { Illustration, ILLUSTRATIONS } from "@/components/public/illustration";
import { PageIntro } from "@/components/public/page-intro";
import styles from "./career.module.css";

export async function generateMetadata({ params }: PageProps<"/[locale]/career">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Career" });
  return publicMetadata({ locale, path: "/career", title: t("metaTitle"), description: t("metaDescription") });
}

const REQUIREMENTS = ["r1", "r2", "r3", "r4"] as const;
const BENEFITS = ["b1", "b2", "b3"] as const;

// The one opening of spec §2: Domestic Cleaner, Dublin, Full Time, up to £300 a week.
export default async function CareerPage({ params }: PageProps<"/[locale]/career">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Career");
  const list = (keys: readonly string[], prefix: "requirements" | "benefits") => (
    <ul className={styles.list}>
      {keys.map((key) => (
        <li key={key}>
          <CheckIcon className={styles.check} />
          <span>{t(`${prefix}.${key}` as never)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "JobPosting",
          // In the page's language, like the page itself.
          title: t("jobTitle"),
          employmentType: "FULL_TIME",
          hiringOrganization: { "@type": "Organization", name: "Emerald Clean" },
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: "Dublin", addressCountry: "IE" },
          },
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "GBP",
            value: { "@type": "QuantitativeValue", maxValue: 300, unitText: "WEEK" },
          },
          datePosted: "2026-11-01",
          description: t("metaDescription"),
        }}
      />
      {/* The picture goes beside the job card on wide screens, after it on phones. */}
      <div className={styles.layout}>
        <article className={styles.card}>
          <h2 className={styles.jobTitle}>{t("jobTitle")}</h2>
          <p className={styles.chips}>
            <span className={styles.chip}>{t("location")}</span>
            <span className={`${styles.chip} ${styles.primaryChip}`}>{t("type")}</span>
          </p>
          <div className={styles.columns}>
            <div>
              <h3 className={styles.subTitle}>{t("requirementsTitle")}</h3>
              {list(REQUIREMENTS, "requirements")}
            </div>
            <div>
              <h3 className={styles.subTitle}>{t("benefitsTitle")}</h3>
              {list(BENEFITS, "benefits")}
            </div>
          </div>
          <h3 className={`${styles.subTitle} ${styles.details}`}>{t("detailsTitle")}</h3>
          <p className={styles.line}>{t("category")}</p>
          <p className={styles.line}>{t("salary")}</p>
          <p className={styles.local}>{t("local")}</p>
          <p className={styles.line}>{t("apply", { email: site.email, phone: isolated(site.phone) })}</p>
        </article>
        <Illustration src={ILLUSTRATIONS.career} loading="eager" className={styles.picture} />
      </div>
    </PageIntro>
  );
}
