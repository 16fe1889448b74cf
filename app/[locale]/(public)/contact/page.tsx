import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CallbackForm } from "@/components/public/callback-form";
import { ClockIcon, MailIcon, PhoneIcon } from "@/components/public/icons";
import { PageIntro } from "@/components/public/page-intro";
import { ClientMessages } from "@/components/providers/client-messages";
import { site, telHref } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import form from "@/components/public/form.module.css";
import styles from "./contact.module.css";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return publicMetadata({ locale, path: "/contact", title: t("contactTitle"), description: t("contactDescription") });
}

// The office's details and the callback form (spec §2). Plain HTML and the
// form's own fields: no MUI in this page's first load, which on a phone is
// what kept it below the site's performance floor.
export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("Contact");
  const details = [
    {
      icon: <PhoneIcon className={styles.icon} />,
      label: t("phone"),
      value: (
        <a href={telHref(site.phone)}>
          <bdi dir="ltr">{site.phone}</bdi>
        </a>
      ),
    },
    {
      icon: <MailIcon className={styles.icon} />,
      label: t("email"),
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    { icon: <ClockIcon className={styles.icon} />, label: t("hours"), value: t("hoursValue") },
  ];
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <div className={styles.grid}>
        <ul className={styles.details}>
          {details.map((detail) => (
            <li key={detail.label}>
              {detail.icon}
              <div>
                <p className={styles.label}>{detail.label}</p>
                <p className={styles.value}>{detail.value}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={form.card}>
          <ClientMessages scope="callback">
            <CallbackForm />
          </ClientMessages>
        </div>
      </div>
    </PageIntro>
  );
}
