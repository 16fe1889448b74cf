import CheckIcon from "@mui/icons-material/Check";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/public/json-ld";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/career">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Career" });
  return publicMetadata({ locale, path: "/career", title: t("metaTitle"), description: t("metaDescription") });
}

const REQUIREMENTS = ["r1", "r2", "r3", "r4"] as const;
const BENEFITS = ["b1", "b2", "b3"] as const;

// The one opening of spec §2: Domestic Cleaner, Dublin, Full Time, up to £300 a week.
export default async function CareerPage({ params }: PageProps<"/[locale]/career">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Career");
  const list = (keys: readonly string[], prefix: "requirements" | "benefits") => (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
      {keys.map((key) => (
        <Stack key={key} component="li" direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <CheckIcon color="primary" fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
          <span>{t(`${prefix}.${key}` as never)}</span>
        </Stack>
      ))}
    </Stack>
  );
  return (
    <MuiRegion>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "JobPosting",
            title: "Domestic Cleaner",
            employmentType: "FULL_TIME",
            hiringOrganization: { "@type": "Organization", name: "Emerald Clean" },
            jobLocation: {
              "@type": "Place",
              address: { "@type": "PostalAddress", addressLocality: "Dublin", addressCountry: "IE" },
            },
            baseSalary: {
              "@type": "MonetaryAmount",
              currency: "GBP",
              value: { "@type": "QuantitativeValue", maxValue: 300, unitText: "WEEK" },
            },
            datePosted: "2026-11-01",
            description: "Domestic cleaner in Dublin, full time, working in a team of two.",
          }}
        />
        <Typography variant="h1" gutterBottom>
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          {t("intro")}
        </Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Typography variant="h2" gutterBottom>
              {t("jobTitle")}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
              <Chip label={t("location")} />
              <Chip label={t("type")} color="primary" />
            </Stack>
            <Grid container spacing={4}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t("requirementsTitle")}
                </Typography>
                {list(REQUIREMENTS, "requirements")}
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t("benefitsTitle")}
                </Typography>
                {list(BENEFITS, "benefits")}
              </Grid>
            </Grid>
            <Typography variant="h3" component="h3" sx={{ mt: 4, mb: 1 }}>
              {t("detailsTitle")}
            </Typography>
            <Typography>{t("category")}</Typography>
            <Typography>{t("salary")}</Typography>
            <Typography sx={{ mb: 2 }}>{t("local")}</Typography>
            <Typography>{t("apply", { email: site.email, phone: site.phone })}</Typography>
          </CardContent>
        </Card>
      </Container>
    </MuiRegion>
  );
}
