import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/public/json-ld";
import { QuoteButton } from "@/components/public/quote-modal";
import { StaticLink } from "@/components/public/static-link";
import { COUNTIES, findCounty } from "@/lib/content/counties";
import type { Locale } from "@/lib/i18n/routing";
import { localizedUrl, publicMetadata } from "@/lib/seo";

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

// The county page's body: plain markup styled from one root (see the note
// in components/public/home/sections.tsx).
const bodySx = {
  width: "100%",
  maxWidth: 1200,
  mx: "auto",
  px: { xs: 2, sm: 3 },
  py: { xs: 5, md: 8 },
  display: "grid",
  gap: 5,
  gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
  alignItems: "start",
  "& .wide": { gridColumn: "1 / -1" },
  "& h2": { typography: "h2", m: 0, mb: 2 },
  "& p": { m: 0, mb: 1 },
  "& .features": { listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 },
  "& .features li": { display: "flex", gap: 1.5, alignItems: "center" },
  "& .features svg": { color: "primary.main" },
  "& .steps, & .standard": { m: 0, paddingInlineStart: 3 },
  "& .steps li": { mb: 1.5 },
  "& .card": { borderRadius: 2, p: 2 },
  "& .office": { border: 1, borderColor: "divider", bgcolor: "background.paper" },
  "& .office h2, & .hiring h2": { fontSize: "1.25rem", mb: 1 },
  "& .hours": { fontWeight: 600 },
  "& .areas": { m: 0, p: 0, listStyle: "none", display: "flex", flexWrap: "wrap", gap: 1 },
  "& .areas li": { px: 1.5, py: 0.5, borderRadius: 4, border: 1, borderColor: "divider" },
  "& .hiring": { bgcolor: "secondary.main", color: "secondary.contrastText" },
  "& .hiring p": { mb: 2 },
  "& .hiring-action": {
    display: "inline-block",
    bgcolor: "common.white",
    color: "secondary.main",
    fontWeight: 600,
    textDecoration: "none",
    borderRadius: 1,
    px: 2,
    py: 0.75,
  },
  "& .hiring-action:hover": { textDecoration: "underline" },
} as const;

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
      <Box sx={{ bgcolor: "primary.dark", color: "primary.contrastText", py: { xs: 6, md: 9 } }}>
        <Container>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t("heading", { county: name })}
          </Typography>
          <Typography sx={{ maxWidth: 760, fontSize: "1.125rem", mb: 2 }}>{text("intro")}</Typography>
          <Typography sx={{ maxWidth: 760, mb: 4 }}>{text("local")}</Typography>
          <QuoteButton variant="contained" color="secondary" size="large">
            {t("enquire")}
          </QuoteButton>
        </Container>
      </Box>
      <Box sx={bodySx}>
        <section>
          <h2>{t("featuresTitle")}</h2>
          <ul className="features">
            {FEATURES.map((key) => (
              <li key={key}>
                <CheckCircleIcon aria-hidden />
                <span>{t(`features.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t("stepsTitle")}</h2>
          <ol className="steps">
            {STEPS.map((key) => (
              <li key={key}>{t(`steps.${key}`)}</li>
            ))}
          </ol>
        </section>
        <section>
          <h2>{t("standardTitle")}</h2>
          <ul className="standard">
            {STANDARD.map((key) => (
              <li key={key}>{t(`standard.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section className="card office">
          <h2>{t("officeTitle")}</h2>
          <p>{t("officeText", { county: name })}</p>
          <p className="hours">{t("officeHours")}</p>
        </section>
        <section className="wide">
          <h2>{t("areasTitle", { county: name })}</h2>
          <ul className="areas">
            {areas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </section>
        <section className="wide card hiring">
          <h2>{t("hiringTitle", { county: name })}</h2>
          <p>{t("hiringText")}</p>
          <StaticLink href="/career" className="hiring-action">
            {t("hiringAction")}
          </StaticLink>
        </section>
      </Box>
    </>
  );
}
