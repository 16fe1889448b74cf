import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/public/json-ld";
import { QuoteButton } from "@/components/public/quote-modal";
import { ButtonLink } from "@/components/ui/links";
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
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t("featuresTitle")}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: "none" }}>
              {FEATURES.map((key) => (
                <Stack key={key} component="li" direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
                  <CheckCircleIcon color="primary" aria-hidden />
                  <span>{t(`features.${key}`)}</span>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t("stepsTitle")}
            </Typography>
            <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, "& li": { mb: 1.5 } }}>
              {STEPS.map((key) => (
                <li key={key}>{t(`steps.${key}`)}</li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t("standardTitle")}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
              {STANDARD.map((key) => (
                <li key={key}>{t(`standard.${key}`)}</li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
                  {t("officeTitle")}
                </Typography>
                <Typography sx={{ mb: 1 }}>{t("officeText", { county: name })}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{t("officeHours")}</Typography>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={12}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {t("areasTitle", { county: name })}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "flex", flexWrap: "wrap", gap: 1 }}>
              {areas.map((area) => (
                <Box
                  key={area}
                  component="li"
                  sx={{ px: 1.5, py: 0.5, borderRadius: 4, border: 1, borderColor: "divider" }}
                >
                  {area}
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={12}>
            <Card sx={{ bgcolor: "secondary.main", color: "secondary.contrastText" }}>
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
                  {t("hiringTitle", { county: name })}
                </Typography>
                <Typography sx={{ mb: 2 }}>{t("hiringText")}</Typography>
                <ButtonLink href="/career" variant="contained" color="inherit" sx={{ color: "secondary.main" }}>
                  {t("hiringAction")}
                </ButtonLink>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
