import { getLocale, getTranslations } from "next-intl/server";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { COMPANY_LINKS } from "@/lib/content/navigation";
import { SERVICES } from "@/lib/content/services";
import { site, telHref } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo";
import { CallbackDialogButton } from "./callback-dialog";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { QuoteButton } from "./quote-modal";
import container from "./container.module.css";
import { PhoneIcon } from "./icons";
import styles from "./site-header.module.css";
import { StaticLink } from "./static-link";

// Plain HTML and a static stylesheet; only the parts that act (menus,
// dialogs, language) are client components (see home/sections.tsx).

export async function SiteHeader() {
  const t = await getTranslations("Header");
  const brand = await getTranslations("Brand");
  const services = await getTranslations("ServiceContent");
  const locale = (await getLocale()) as Locale;
  const item = (path: string, label: string) => ({ href: localizedPath(locale, path), label });
  const serviceItems = [
    item("/services", t("allServices")),
    ...SERVICES.map((service) => item(`/services/${service.slug}`, services(`${service.slug}.title`))),
  ];
  const companyItems = COMPANY_LINKS.map(([path, key]) => item(path, t(key)));
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`${container.container} ${styles.topBarInner}`}>
          <div className={styles.group}>
            <a className={styles.phone} href={telHref(site.phone)}>
              <PhoneIcon size={16} />
              <span>
                <span className={styles.phoneLabel}>{t("phoneLabel")}: </span>
                <bdi dir="ltr" className={styles.number}>
                  {site.phone}
                </bdi>
              </span>
            </a>
            <span className={styles.hours}>{t("openingHours")}</span>
          </div>
          <div className={`${styles.group} ${styles.actions}`}>
            <StaticLink className={styles.login} href="/auth/jwt/login">
              {t("login")}
            </StaticLink>
            <CallbackDialogButton size="small" variant="outlined">
              {t("makeEnquiry")}
            </CallbackDialogButton>
          </div>
        </div>
      </div>
      <div className={`${container.container} ${styles.mainBar}`}>
        <StaticLink className={styles.brand} href="/">
          {brand("name")}
        </StaticLink>
        <nav className={styles.mainNav} aria-label={t("mainMenu")}>
          <StaticLink className={styles.navLink} href="/">
            {t("home")}
          </StaticLink>
          <NavMenu label={t("services")} items={serviceItems} />
          <StaticLink className={styles.navLink} href="/areascovered">
            {t("areasCovered")}
          </StaticLink>
          <NavMenu label={t("company")} items={companyItems} />
          <StaticLink className={styles.navLink} href="/contact">
            {t("contact")}
          </StaticLink>
        </nav>
        <div className={styles.language}>
          <LocaleSwitcher label={t("language")} />
        </div>
        <QuoteButton className={styles.getQuote}>{t("getQuote")}</QuoteButton>
        <MobileMenu openLabel={t("openMenu")} />
      </div>
    </header>
  );
}
