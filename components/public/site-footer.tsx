import { getTranslations } from "next-intl/server";
import { PROVINCES } from "@/lib/content/counties";
import { site } from "@/lib/content/site";
import { SERVICES } from "@/lib/content/services";
import container from "./container.module.css";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./icons";
import styles from "./site-footer.module.css";
import { StaticLink } from "./static-link";

// The footer is on every page and holds some fifty links: plain HTML,
// a static stylesheet and plain links (StaticLink), so the browser has next
// to nothing to hydrate (see home/sections.tsx).

// Network names are the same in every language.
const SOCIAL = [
  { key: "facebook", network: "Facebook", Icon: FacebookIcon },
  { key: "instagram", network: "Instagram", Icon: InstagramIcon },
  { key: "linkedin", network: "LinkedIn", Icon: LinkedInIcon },
  { key: "x", network: "X", Icon: XIcon },
] as const;

function LinkList({ links }: { links: [href: string, label: string][] }) {
  return (
    <ul>
      {links.map(([href, label]) => (
        <li key={href}>
          <StaticLink href={href}>{label}</StaticLink>
        </li>
      ))}
    </ul>
  );
}

// Information links (with 'Go to Dashboard'), the services, and coverage by
// province and county (spec §2).
export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const header = await getTranslations("Header");
  const brand = await getTranslations("Brand");
  const services = await getTranslations("ServiceContent");
  const places = await getTranslations("LocationContent");
  const areas = await getTranslations("AreasPage");
  return (
    <footer className={styles.footer}>
      <div className={container.container}>
        <div className={styles.columns}>
          <nav aria-label={t("information")}>
            <h2>{t("information")}</h2>
            <LinkList
              links={[
                ["/", header("home")],
                ["/contact", header("contact")],
                ["/areascovered", header("areasCovered")],
                ["/career", header("career")],
                ["/franchise", header("franchise")],
                ["/locate", header("locate")],
                ["/blog", header("blog")],
                ["/about", header("about")],
                ["/terms-and-conditions", header("terms")],
                ["/dashboard", t("goToDashboard")],
              ]}
            />
          </nav>
          <nav aria-label={t("servicesTitle")}>
            <h2>{t("servicesTitle")}</h2>
            <LinkList
              links={SERVICES.map((service) => [
                `/services/${service.slug}`,
                services(`${service.slug}.title` as never),
              ])}
            />
          </nav>
          <nav aria-label={t("coverageTitle")}>
            <h2>{t("coverageTitle")}</h2>
            <div className={styles.provinces}>
              {PROVINCES.map((province) => (
                <div key={province.slug}>
                  <h3>{areas(`provinces.${province.slug}`)}</h3>
                  <LinkList
                    links={province.counties.map((county) => [
                      `/locations/${county}`,
                      places(`${county}.name` as never),
                    ])}
                  />
                </div>
              ))}
            </div>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.rights}>{t("rights", { year: new Date().getFullYear(), brand: brand("name") })}</p>
          <ul className={styles.social} aria-label={t("followUs")}>
            {SOCIAL.filter(({ key }) => site.social[key]).map(({ key, network, Icon }) => (
              <li key={key}>
                <a
                  href={site.social[key]}
                  rel="me noopener"
                  aria-label={t("socialLink", { brand: brand("name"), network })}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
