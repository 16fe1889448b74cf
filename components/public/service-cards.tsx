import Box from "@mui/material/Box";
import { getTranslations } from "next-intl/server";
import type { Service } from "@/lib/content/services";
import { StaticLink } from "./static-link";

// Plain markup styled from the grid's root (see the note in home/sections.tsx).
const cardsSx = {
  listStyle: "none",
  p: 0,
  m: 0,
  display: "grid",
  gap: 3,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
  "& > li": { bgcolor: "background.paper", border: 1, borderColor: "divider", borderRadius: 2, p: 2 },
  "& .card-title": { typography: "h3", m: 0, mb: 1 },
  "& .card-title a": { color: "inherit", textDecoration: "none" },
  "& .card-title a:hover": { textDecoration: "underline" },
  "& p": { m: 0, color: "text.secondary" },
} as const;

// A grid of service cards (title linking to the service page, and its summary).
export async function ServiceCards({
  services,
  headingLevel: Heading,
  columns = 3,
}: {
  services: readonly Service[];
  headingLevel: "h2" | "h3";
  columns?: 3 | 4;
}) {
  const content = await getTranslations("ServiceContent");
  return (
    <Box
      component="ul"
      sx={{ ...cardsSx, gridTemplateColumns: { ...cardsSx.gridTemplateColumns, md: `repeat(${columns}, 1fr)` } }}
    >
      {services.map((service) => (
        <li key={service.slug}>
          <Heading className="card-title">
            <StaticLink href={`/services/${service.slug}`}>{content(`${service.slug}.title` as never)}</StaticLink>
          </Heading>
          <p>{content(`${service.slug}.summary` as never)}</p>
        </li>
      ))}
    </Box>
  );
}
