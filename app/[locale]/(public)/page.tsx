import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/links";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("homeTitle"), description: t("homeDescription") };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("Home");
  return (
    <Box sx={{ bgcolor: "primary.dark", color: "primary.contrastText", py: { xs: 8, md: 14 } }}>
      <Container>
        <Typography variant="h1" sx={{ maxWidth: 720, mb: 2 }}>
          {t("heroTitle")}
        </Typography>
        <Typography sx={{ maxWidth: 640, mb: 4, fontSize: "1.125rem" }}>{t("heroText")}</Typography>
        <ButtonLink href="/contact" variant="contained" color="secondary" size="large">
          {t("contactUs")}
        </ButtonLink>
      </Container>
    </Box>
  );
}
