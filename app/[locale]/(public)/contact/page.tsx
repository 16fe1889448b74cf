import EmailIcon from "@mui/icons-material/Email";
import PhoneIcon from "@mui/icons-material/Phone";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CallbackForm } from "@/components/public/callback-form";
import { site, telHref } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return publicMetadata({ locale, path: "/contact", title: t("contactTitle"), description: t("contactDescription") });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("Contact");
  const details = [
    {
      icon: <PhoneIcon color="primary" aria-hidden />,
      label: t("phone"),
      value: (
        <a href={telHref(site.phone)}>
          <bdi dir="ltr">{site.phone}</bdi>
        </a>
      ),
    },
    {
      icon: <EmailIcon color="primary" aria-hidden />,
      label: t("email"),
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    { icon: <ScheduleIcon color="primary" aria-hidden />, label: t("hours"), value: t("hoursValue") },
  ];
  return (
    <MuiRegion>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" gutterBottom>
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
          {t("intro")}
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
              {details.map((detail) => (
                <Stack key={detail.label} component="li" direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
                  {detail.icon}
                  <div>
                    <Typography variant="subtitle2" component="p">
                      {detail.label}
                    </Typography>
                    <Typography>{detail.value}</Typography>
                  </div>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <CallbackForm />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </MuiRegion>
  );
}
