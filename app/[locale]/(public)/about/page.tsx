import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import {
  BookingAndContact,
  FeaturedServices,
  NumbersSection,
  TestimonialsSection,
} from "@/components/public/home/sections";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "About" });
  return publicMetadata({ locale, path: "/about", title: t("metaTitle"), description: t("metaDescription") });
}

// Banner, three featured services, counters, get in touch, testimonials (spec §2).
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("About");
  return (
    <MuiRegion>
      <>
        <Box sx={{ bgcolor: "primary.dark", color: "primary.contrastText", py: { xs: 7, md: 10 } }}>
          <Container>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {t("title")}
            </Typography>
            <Typography sx={{ maxWidth: 760, fontSize: "1.125rem" }}>{t("intro")}</Typography>
          </Container>
        </Box>
        <FeaturedServices count={3} title={t("featuredTitle")} />
        <NumbersSection />
        <BookingAndContact />
        <TestimonialsSection />
      </>
    </MuiRegion>
  );
}
