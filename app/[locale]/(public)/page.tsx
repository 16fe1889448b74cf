import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { QuoteButton } from "@/components/public/quote-modal";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return publicMetadata({ locale, path: "/", title: t("homeTitle"), description: t("homeDescription") });
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
        <QuoteButton variant="contained" color="secondary" size="large">
          {t("contactUs")}
        </QuoteButton>
      </Container>
    </Box>
  );
}
