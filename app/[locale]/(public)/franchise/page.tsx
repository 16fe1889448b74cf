import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { FranchiseForm } from "@/components/public/franchise-form";
import { PageIntro } from "@/components/public/page-intro";
import { ScheduleButton } from "@/components/public/schedule-button";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import form from "@/components/public/form.module.css";
import styles from "./franchise.module.css";

export async function generateMetadata({ params }: PageProps<"/[locale]/franchise">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Franchise" });
  return publicMetadata({ locale, path: "/franchise", title: t("metaTitle"), description: t("metaDescription") });
}

// The information-pack request, the office's address, a call to book and the
// map (spec §2). Plain HTML and the form's own fields: no MUI.
export default async function FranchisePage({ params }: PageProps<"/[locale]/franchise">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Franchise");
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <div className={styles.grid}>
        <div className={form.card}>
          <ClientMessages scope="franchise">
            <FranchiseForm />
          </ClientMessages>
        </div>
        <div>
          <h2 className={styles.heading}>{t("addressTitle")}</h2>
          <address className={styles.address}>{t("officeAddress")}</address>
          <h2 className={styles.heading}>{t("scheduleTitle")}</h2>
          <p className={styles.text}>{t("scheduleText")}</p>
          {site.schedulingUrl && <ScheduleButton url={site.schedulingUrl}>{t("scheduleButton")}</ScheduleButton>}
          <iframe
            title={t("mapTitle")}
            src={site.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer"
            className={styles.map}
          />
        </div>
      </div>
    </PageIntro>
  );
}
