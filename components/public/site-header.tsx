import PhoneIcon from "@mui/icons-material/Phone";
import Box from "@mui/material/Box";
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
import { StaticLink } from "./static-link";

// Plain elements styled from the header's root; only the parts that act
// (menus, dialogs, language) are client components.
const headerSx = {
  bgcolor: "background.paper",
  borderBottom: 1,
  borderColor: "divider",
  "& .inner": { width: "100%", maxWidth: 1200, mx: "auto", px: { xs: 2, sm: 3 } },
  "& .top-bar": { bgcolor: "secondary.main", color: "secondary.contrastText", fontSize: 14 },
  "& .top-bar .inner": { display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", py: 0.5 },
  "& .top-bar .group": { display: "flex", gap: 2, alignItems: "center" },
  "& .top-bar .actions": { gap: 1 },
  "& .phone": { color: "inherit", display: "inline-flex", gap: 0.5, alignItems: "center" },
  "& .hours": { display: { xs: "none", sm: "inline" } },
  "& .top-bar .login": { color: "inherit", fontWeight: 600, px: 1, py: 0.5, textDecoration: "none" },
  "& .top-bar .login:hover": { textDecoration: "underline" },
  "& .main-bar": { display: "flex", alignItems: "center", gap: 2, minHeight: { xs: 64, md: 80 } },
  "& .brand": { typography: "h3", color: "primary.main", textDecoration: "none", flexGrow: 1 },
  "& .main-nav": { display: { xs: "none", md: "flex" }, gap: 1, alignItems: "center" },
  "& .nav-link": {
    color: "text.primary",
    fontWeight: 600,
    fontSize: "0.875rem",
    textDecoration: "none",
    px: 1,
    py: 0.75,
    borderRadius: 1,
  },
  "& .nav-link:hover": { bgcolor: "action.hover" },
  "& .language": { display: { xs: "none", sm: "block" } },
  "& .get-quote": { display: { xs: "none", md: "inline-flex" } },
} as const;

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
    <Box component="header" sx={headerSx}>
      <div className="top-bar">
        <div className="inner">
          <div className="group">
            <a className="phone" href={telHref(site.phone)}>
              <PhoneIcon fontSize="inherit" aria-hidden />
              <span>
                {t("phoneLabel")}: <bdi dir="ltr">{site.phone}</bdi>
              </span>
            </a>
            <span className="hours">{t("openingHours")}</span>
          </div>
          <div className="group actions">
            <StaticLink className="login" href="/auth/jwt/login">
              {t("login")}
            </StaticLink>
            <CallbackDialogButton color="inherit" size="small" variant="outlined">
              {t("makeEnquiry")}
            </CallbackDialogButton>
          </div>
        </div>
      </div>
      <div className="inner main-bar">
        <StaticLink className="brand" href="/">
          {brand("name")}
        </StaticLink>
        <nav className="main-nav" aria-label={t("mainMenu")}>
          <StaticLink className="nav-link" href="/">
            {t("home")}
          </StaticLink>
          <NavMenu label={t("services")} items={serviceItems} />
          <StaticLink className="nav-link" href="/areascovered">
            {t("areasCovered")}
          </StaticLink>
          <NavMenu label={t("company")} items={companyItems} />
          <StaticLink className="nav-link" href="/contact">
            {t("contact")}
          </StaticLink>
        </nav>
        <div className="language">
          <LocaleSwitcher label={t("language")} />
        </div>
        <QuoteButton variant="contained" className="get-quote">
          {t("getQuote")}
        </QuoteButton>
        <MobileMenu />
      </div>
    </Box>
  );
}
