import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { TextLink } from "@/components/ui/links";
import { SERVICES } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "ServicesPage" });
  return publicMetadata({ locale, path: "/services", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("ServicesPage");
  const content = await getTranslations("ServiceContent");
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {SERVICES.map((service) => (
          <Grid key={service.slug} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h3" component="h2" gutterBottom>
                  <TextLink href={`/services/${service.slug}`} underline="hover" color="inherit">
                    {content(`${service.slug}.title` as never)}
                  </TextLink>
                </Typography>
                <Typography color="text.secondary">{content(`${service.slug}.summary` as never)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageIntro>
  );
}
