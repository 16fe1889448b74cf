import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SERVICES } from "@/lib/content/services";
import { site, telHref } from "@/lib/content/site";
import { ServiceCards } from "../service-cards";
import { BookingForm } from "./booking-form";
import { Counters } from "./counters";
import { Testimonials } from "./testimonials";

// The sections of the home and about pages (spec §1, §2).
//
// Their content is plain HTML styled from each section's root: one styled
// element per section instead of one MUI component per heading, card and
// line, which keeps the work the browser does to hydrate a page small
// (Lighthouse mobile targets, issue #3).
const sectionSx = {
  py: { xs: 6, md: 9 },
  "& > .section-inner": {
    width: "100%",
    maxWidth: 1200,
    mx: "auto",
    px: { xs: 2, sm: 3 },
  },
  "& h2": { typography: "h2", m: 0, mb: 4 },
  "& h3": { typography: "h3", m: 0, mb: 1 },
  "& p": { m: 0 },
  "& .card": {
    bgcolor: "background.paper",
    border: 1,
    borderColor: "divider",
    borderRadius: 2,
    p: 2,
  },
} as const;

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
      sx={{ ...sectionSx, bgcolor: isShaded ? "background.paper" : undefined }}
    >
      <div className="section-inner">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </Box>
  );
}

// Skill bars of spec §1: Quality 100, Integrity 100, Speed 95.
const SKILLS = [
  ["quality", 100],
  ["integrity", 100],
  ["speed", 95],
] as const;

const whySx = {
  display: "grid",
  gap: 5,
  gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
  "& ul": { listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 },
  "& li": { display: "flex", gap: 1.5, alignItems: "flex-start" },
  "& li svg": { color: "primary.main", flexShrink: 0 },
  "& .skills": { display: "grid", gap: 2.5 },
  "& .skill-head": { display: "flex", justifyContent: "space-between", mb: 0.5 },
  "& .bar": { height: 8, borderRadius: 4, bgcolor: "primary.light", overflow: "hidden", opacity: 0.9 },
  "& .bar > span": { display: "block", height: "100%", bgcolor: "primary.main", borderRadius: 4 },
} as const;

export async function WhyChooseUs() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("whyTitle")}>
      <Box sx={whySx}>
        <ul>
          {(["w1", "w2", "w3", "w4"] as const).map((key) => (
            <li key={key}>
              <CheckCircleIcon aria-hidden />
              <span>{t(`why.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div className="skills">
          {SKILLS.map(([key, value]) => (
            <div key={key}>
              <div className="skill-head">
                <span id={`skill-${key}`}>{t(`skills.${key}`)}</span>
                <span aria-hidden>{value}%</span>
              </div>
              <div
                className="bar"
                role="progressbar"
                aria-labelledby={`skill-${key}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
              >
                <span style={{ width: `${value}%` }} />
              </div>
            </div>
          ))}
        </div>
      </Box>
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

const stepsSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
  gap: 3,
  m: 0,
  p: 0,
  listStyle: "none",
  "& .step-number": { fontSize: "2rem", fontWeight: 700, color: "primary.main", mb: 1 },
} as const;

export async function HowItWorks() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("howTitle")} isShaded>
      <Box component="ol" sx={stepsSx}>
        {(["h1", "h2", "h3"] as const).map((key, i) => (
          <li key={key} className="card">
            <p className="step-number" aria-hidden>
              {i + 1}
            </p>
            <p>{t(`how.${key}`)}</p>
          </li>
        ))}
      </Box>
    </Section>
  );
}

const bookingSx = {
  display: "grid",
  gap: 4,
  gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" },
  alignItems: "start",
  "& .touch": { bgcolor: "secondary.main", color: "secondary.contrastText", borderRadius: 2, p: 3 },
  "& .touch p": { mb: 1 },
  "& .touch a": { color: "inherit" },
} as const;

export async function BookingAndContact() {
  const t = await getTranslations("Home");
  return (
    <Section title={t("bookingTitle")}>
      <Box sx={bookingSx}>
        <BookingForm />
        <div className="touch">
          <h3>{t("touchTitle")}</h3>
          <p>{t("touchText")}</p>
          <p>
            <a href={telHref(site.phone)}>
              <bdi dir="ltr">{site.phone}</bdi>
            </a>
          </p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </Box>
    </Section>
  );
}

export async function TestimonialsSection() {
  const t = await getTranslations("Home");
  const quotes = await getTranslations("Testimonials");
  const items = (["t1", "t2", "t3", "t4", "t5"] as const).map((key) => ({
    key,
    text: quotes(`${key}.text`),
    name: quotes(`${key}.name`),
    role: quotes(quotes(`${key}.role`) === "landlord" ? "landlord" : "tenant"),
  }));
  return (
    <Section title={t("testimonialsTitle")} isShaded>
      <Testimonials items={items} previousLabel={t("previousTestimonials")} nextLabel={t("nextTestimonials")} />
    </Section>
  );
}
