import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { FranchiseForm } from "@/components/public/franchise-form";
import { ScheduleButton } from "@/components/public/schedule-button";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/franchise">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Franchise" });
  return publicMetadata({ locale, path: "/franchise", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function FranchisePage({ params }: PageProps<"/[locale]/franchise">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Franchise");
  return (
    <MuiRegion>
      <PageIntro title={t("title")} intro={t("intro")}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <FranchiseForm />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
              {t("addressTitle")}
            </Typography>
            <Typography component="address" sx={{ fontStyle: "normal", mb: 3 }}>
              {t("officeAddress")}
            </Typography>
            <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
              {t("scheduleTitle")}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t("scheduleText")}</Typography>
            {site.schedulingUrl && <ScheduleButton url={site.schedulingUrl}>{t("scheduleButton")}</ScheduleButton>}
            <iframe
              title={t("mapTitle")}
              src={site.mapEmbedUrl}
              loading="lazy"
              referrerPolicy="no-referrer"
              style={{ border: 0, width: "100%", height: 280, marginTop: 24, borderRadius: 10 }}
            />
          </Grid>
        </Grid>
      </PageIntro>
    </MuiRegion>
  );
}
