import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import {
  BookingAndContact,
  FeaturedServices,
  NumbersSection,
  TestimonialsSection,
} from "@/components/public/home/sections";
import { Illustration, ILLUSTRATIONS } from "@/components/public/illustration";
import container from "@/components/public/container.module.css";
import styles from "./about.module.css";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "About" });
  return publicMetadata({ locale, path: "/about", title: t("metaTitle"), description: t("metaDescription") });
}

// Banner, three featured services, counters, get in touch, testimonials (spec §2).
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("About");
  return (
    <>
      <div className={styles.banner}>
        <div className={`${container.container} ${styles.grid}`}>
          <div>
            <h1 className={styles.title}>{t("title")}</h1>
            <p className={styles.intro}>{t("intro")}</p>
          </div>
          <Illustration src={ILLUSTRATIONS.team} loading="priority" className={styles.picture} />
        </div>
      </div>
      <FeaturedServices count={3} title={t("featuredTitle")} />
      <NumbersSection />
      <BookingAndContact />
      <TestimonialsSection />
    </>
  );
}
