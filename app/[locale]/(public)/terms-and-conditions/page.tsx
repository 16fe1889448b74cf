import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { PageIntro } from "@/components/public/page-intro";
import styles from "./terms.module.css";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-and-conditions">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Terms" });
  return publicMetadata({
    locale,
    path: "/terms-and-conditions",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"] as const;

// The privacy policy (spec §2: effective May 11, 2018; nobody under 13).
export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Terms");
  return (
    <PageIntro title={t("title")} intro={t("effective")}>
      <div className={styles.body}>
        {SECTIONS.map((key) => (
          <section key={key}>
            <h2 className={styles.heading}>{t(`${key}title`)}</h2>
            <p className={styles.text}>{key === "s8" ? t("s8", { email: site.email }) : t(key)}</p>
          </section>
        ))}
      </div>
    </PageIntro>
  );
}
