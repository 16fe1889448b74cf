"use client";

import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextLink } from "@/components/ui/links";
import { PROVINCES, type CountySlug } from "@/lib/content/counties";
import { site, telHref } from "@/lib/content/site";

// /locate: choose a county, see the office that looks after it (hours 08:00 - 18:00, spec §3).
export function OfficeFinder() {
  const t = useTranslations("Locate");
  const names = useTranslations("LocationContent");
  const provinces = useTranslations("AreasPage.provinces");
  const [county, setCounty] = useState<CountySlug | "">("");
  const name = county ? (names(`${county}.name` as never) as string) : "";
  return (
    <>
      <TextField
        select
        label={t("countyLabel")}
        value={county}
        onChange={(event) => setCounty(event.target.value as CountySlug)}
        sx={{ maxWidth: 360, mb: 4 }}
      >
        <MenuItem value="" disabled>
          {t("choose")}
        </MenuItem>
        {PROVINCES.flatMap((province) => [
          <MenuItem key={province.slug} disabled sx={{ fontWeight: 700, opacity: "1 !important" }}>
            {provinces(province.slug)}
          </MenuItem>,
          ...province.counties.map((slug) => (
            <MenuItem key={slug} value={slug} sx={{ paddingInlineStart: 4 }}>
              {names(`${slug}.name` as never)}
            </MenuItem>
          )),
        ])}
      </TextField>
      {county && (
        <Card variant="outlined" sx={{ maxWidth: 520 }} aria-live="polite">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: "1.375rem", mb: 1 }}>
              {t("officeTitle", { county: name })}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t("officeText")}</Typography>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{t("officeHours")}</Typography>
            <Typography sx={{ mb: 2 }}>
              <a href={telHref(site.phone)}>
                <bdi dir="ltr">{site.phone}</bdi>
              </a>
            </Typography>
            <TextLink href={`/locations/${county}`}>{t("seeCounty", { county: name })}</TextLink>
          </CardContent>
        </Card>
      )}
    </>
  );
}
