import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-and-conditions">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Terms" });
  return publicMetadata({
    locale,
    path: "/terms-and-conditions",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"] as const;

// The privacy policy (spec §2: effective May 11, 2018; nobody under 13).
export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Terms");
  return (
    <MuiRegion>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" gutterBottom>
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t("effective")}
        </Typography>
        {SECTIONS.map((key) => (
          <section key={key}>
            <Typography variant="h2" sx={{ fontSize: "1.375rem", mt: 3, mb: 1 }}>
              {t(`${key}title`)}
            </Typography>
            <Typography>{key === "s8" ? t("s8", { email: site.email }) : t(key)}</Typography>
          </section>
        ))}
      </Container>
    </MuiRegion>
  );
}
