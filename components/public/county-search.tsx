"use client";

import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextLink } from "@/components/ui/links";
import { filterCounties, type CountySlug } from "@/lib/content/counties";

// The /areascovered search (spec §2): counties filtered by case-insensitive
// substring, grouped by province; 'Location not found' when none match.
export function CountySearch() {
  const t = useTranslations("AreasPage");
  const names = useTranslations("LocationContent");
  const [query, setQuery] = useState("");
  const nameOf = (county: CountySlug) => names(`${county}.name` as never) as string;
  const provinces = filterCounties(query, nameOf);

  return (
    <>
      <TextField
        label={t("searchLabel")}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: 420, mb: 4 }}
        slotProps={{ htmlInput: { "aria-controls": "county-results" } }}
      />
      <Box id="county-results" aria-live="polite">
        {provinces.length === 0 && <Typography role="status">{t("notFound")}</Typography>}
        <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(4, 1fr)" } }}>
          {provinces.map((province) => (
            <section key={province.slug} aria-labelledby={`province-${province.slug}`}>
              <Typography id={`province-${province.slug}`} variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
                {t(`provinces.${province.slug}`)}
              </Typography>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {province.counties.map((county) => (
                  <li key={county}>
                    <TextLink href={`/locations/${county}`}>{nameOf(county)}</TextLink>
                  </li>
                ))}
              </Box>
            </section>
          ))}
        </Box>
      </Box>
    </>
  );
}
