import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { getTranslations } from "next-intl/server";
import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import XIcon from "@mui/icons-material/X";
import { PROVINCES } from "@/lib/content/counties";
import { site } from "@/lib/content/site";
import { SERVICES } from "@/lib/content/services";
import { StaticLink } from "./static-link";

// The footer is on every page and holds some fifty links: they are plain
// elements styled from this one root (not one MUI component each) and plain
// links (StaticLink), so the browser has next to nothing to hydrate.
const footerSx = {
  bgcolor: "secondary.main",
  color: "secondary.contrastText",
  py: 5,
  mt: 8,
  "& .footer-columns": {
    display: "grid",
    gap: 4,
    gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 2fr" },
  },
  "& .footer-provinces": {
    display: "grid",
    gap: 2,
    gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" },
  },
  "& h2": { fontSize: "1rem", fontWeight: 700, m: 0, mb: 1 },
  "& h3": { fontSize: "0.875rem", fontWeight: 600, m: 0 },
  "& ul": { listStyle: "none", m: 0, p: 0 },
  "& a": { color: "inherit", display: "inline-block", py: 0.25, textUnderlineOffset: "0.2em" },
  "& a:hover": { textDecorationThickness: 2 },
  "& .footer-provinces a": { fontSize: "0.875rem" },
  "& .footer-bottom": {
    mt: 4,
    display: "flex",
    flexWrap: "wrap",
    gap: 2,
    alignItems: "center",
    justifyContent: "space-between",
  },
  "& .footer-rights": { m: 0, fontSize: "0.875rem" },
  "& .social": { display: "flex", gap: 1, alignItems: "center" },
  "& .social a": { display: "inline-grid", placeItems: "center", width: 40, height: 40, borderRadius: "50%", py: 0 },
  "& .social a:hover, & .social a:focus-visible": { bgcolor: "rgba(255, 255, 255, 0.15)" },
} as const;

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
    <Box component="footer" sx={footerSx}>
      <Container>
        <div className="footer-columns">
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
            <div className="footer-provinces">
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
        <div className="footer-bottom">
          <p className="footer-rights">{t("rights", { year: new Date().getFullYear(), brand: brand("name") })}</p>
          <ul className="social" aria-label={t("followUs")}>
            {SOCIAL.filter(({ key }) => site.social[key]).map(({ key, network, Icon }) => (
              <li key={key}>
                <a
                  href={site.social[key]}
                  rel="me noopener"
                  aria-label={t("socialLink", { brand: brand("name"), network })}
                >
                  <Icon aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </Box>
  );
}
