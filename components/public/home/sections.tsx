import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SERVICES } from "@/lib/content/services";
import { site, telHref } from "@/lib/content/site";
import { CallbackForm } from "../callback-form";
import { ServiceCards } from "../service-cards";
import { Counters } from "./counters";
import { Testimonials } from "./testimonials";

// The sections of the home and about pages (spec §1, §2).

export function Section({
  title,
  children,
  isShaded = false,
}: {
  title: string;
  children: ReactNode;
  isShaded?: boolean;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: isShaded ? "background.paper" : undefined }}
    >
      <Container>
        <Typography id={id} variant="h2" sx={{ mb: 4 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

// Skill bars of spec §1: Quality 100, Integrity 100, Speed 95.
const SKILLS = [
  ["quality", 100],
  ["integrity", 100],
  ["speed", 95],
] as const;

export async function WhyChooseUs() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("whyTitle")}>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: "none" }}>
            {(["w1", "w2", "w3", "w4"] as const).map((key) => (
              <Stack key={key} component="li" direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
                <CheckCircleIcon color="primary" aria-hidden />
                <span>{t(`why.${key}`)}</span>
              </Stack>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5}>
            {SKILLS.map(([key, value]) => (
              <div key={key}>
                <Stack direction="row" sx={{ justifyContent: "space-between", mb: 0.5 }}>
                  <Typography id={`skill-${key}`}>{t(`skills.${key}`)}</Typography>
                  <Typography>{value}%</Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={value}
                  aria-labelledby={`skill-${key}`}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </div>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}

export async function FeaturedServices({ count, title }: { count: number; title: string }) {
  const featured = SERVICES.filter((service) => service.isFeatured).slice(0, count);
  return (
    <Section title={title} isShaded>
      <ServiceCards services={featured} headingLevel="h3" columns={count > 3 ? 4 : 3} />
    </Section>
  );
}

export async function NumbersSection() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("countersTitle")}>
      <Counters
        items={[
          { label: t("counters.projects"), target: 340 },
          { label: t("counters.employees"), target: 55 },
          { label: t("counters.clients"), target: 120 },
          { label: t("counters.quality"), target: 100, suffix: "%" },
        ]}
      />
    </Section>
  );
}

export async function HowItWorks() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("howTitle")} isShaded>
      <Box
        component="ol"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
          gap: 3,
          m: 0,
          p: 0,
          listStyle: "none",
        }}
      >
        {(["h1", "h2", "h3"] as const).map((key, i) => (
          <Card key={key} component="li" variant="outlined">
            <CardContent>
              <Typography sx={{ fontSize: "2rem", fontWeight: 700, color: "primary.main" }} aria-hidden>
                {i + 1}
              </Typography>
              <Typography>{t(`how.${key}`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}

export async function BookingAndContact() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("bookingTitle")}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <CallbackForm hideTitle />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ bgcolor: "secondary.main", color: "secondary.contrastText" }}>
            <CardContent>
              <Typography variant="h3" component="h3" gutterBottom>
                {t("touchTitle")}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t("touchText")}</Typography>
              <Typography>
                <Box component="a" href={telHref(site.phone)} sx={{ color: "inherit" }}>
                  <bdi dir="ltr">{site.phone}</bdi>
                </Box>
              </Typography>
              <Typography>
                <Box component="a" href={`mailto:${site.email}`} sx={{ color: "inherit" }}>
                  {site.email}
                </Box>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Section>
  );
}

export async function TestimonialsSection() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("testimonialsTitle")} isShaded>
      <Testimonials />
    </Section>
  );
}
