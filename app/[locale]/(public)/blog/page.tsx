import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CountySearch } from "@/components/public/county-search";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Blog" });
  const metadata = publicMetadata({ locale, path: "/blog", title: t("metaTitle"), description: t("metaDescription") });
  // The blog shows the areas-covered content (spec §2); that page is the one to index.
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      canonical: metadata.alternates?.canonical?.toString().replace(/\/blog$/, "/areascovered"),
    },
  };
}

export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("AreasPage");
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t("intro")}
      </Typography>
      <CountySearch />
    </Container>
  );
}
