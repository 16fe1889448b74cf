import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/public/json-ld";
import { QuoteButton } from "@/components/public/quote-modal";
import { StaticLink } from "@/components/public/static-link";
import { findService, SERVICES } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/routing";
import { localizedUrl, publicMetadata } from "@/lib/seo";

// Only the eight services exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((service) => ({ slug: service.slug }));
}

type Props = PageProps<"/[locale]/services/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "ServiceContent" });
  return publicMetadata({
    locale: locale as Locale,
    path: `/services/${slug}`,
    title: t(`${slug}.title` as never),
    description: t(`${slug}.metaDescription` as never),
  });
}

const QUESTIONS = ["1", "2", "3", "4"] as const;

// The side list of every service: plain links styled from its root.
const sideListSx = {
  border: 1,
  borderColor: "divider",
  borderRadius: 2,
  bgcolor: "background.paper",
  p: 2,
  "& h2": { typography: "h3", m: 0, mb: 1 },
  "& ul": { listStyle: "none", m: 0, p: 0 },
  "& li": { py: 0.5 },
  "& a": { color: "primary.main", textUnderlineOffset: "0.2em" },
  "& a[aria-current=page]": { fontWeight: 700 },
} as const;

export default async function ServicePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const service = findService(slug);
  if (!service) notFound();
  const t = await getTranslations("ServicesPage");
  const content = await getTranslations("ServiceContent");
  const text = (key: string) => content(`${slug}.${key}` as never) as string;
  const faq = QUESTIONS.map((n) => ({ question: text(`q${n}`), answer: text(`a${n}`) }));

  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: text("title"),
            description: text("summary"),
            serviceType: service.name,
            areaServed: "IE",
            url: localizedUrl(locale as Locale, `/services/${slug}`),
            provider: { "@type": "LocalBusiness", name: "Emerald Clean" },
          },
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: faq.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
          },
        ]}
      />
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h1" gutterBottom>
            {text("title")}
          </Typography>
          {(["p1", "p2", "p3"] as const).map((key) => (
            <Typography key={key} sx={{ mb: 2 }}>
              {text(key)}
            </Typography>
          ))}
          <QuoteButton service={service.slug} variant="contained" size="large" sx={{ my: 3 }}>
            {t("getQuote")}
          </QuoteButton>
          <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
            {t("popularQuestions")}
          </Typography>
          {faq.map((item, index) => (
            <Accordion key={item.question} disableGutters variant="outlined">
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${index}-header`}
                aria-controls={`faq-${index}-content`}
              >
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${index}-content`}>
                <Typography>{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box component="aside" aria-labelledby="all-services" sx={sideListSx}>
            <h2 id="all-services">{t("allServices")}</h2>
            <ul>
              {SERVICES.map((other) => (
                <li key={other.slug}>
                  <StaticLink href={`/services/${other.slug}`} aria-current={other.slug === slug ? "page" : undefined}>
                    {content(`${other.slug}.title` as never)}
                  </StaticLink>
                </li>
              ))}
            </ul>
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
