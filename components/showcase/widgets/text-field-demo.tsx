"use client";

import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";

const SERVICES = ["regular", "deep", "tenancy", "office"] as const;
// Irish Eircode: routing key (A65, D6W) and a four-character unique identifier.
const EIRCODE = /^[AC-FHKNPRTV-Y]\d{2}\s?[0-9AC-FHKNPRTV-Y]{4}$|^D6W\s?[0-9AC-FHKNPRTV-Y]{4}$/i;

export function TextFieldDemo() {
  const t = useTranslations("Showcase.textFields");
  const [eircode, setEircode] = useState("D02 X2");
  const [service, setService] = useState<(typeof SERVICES)[number]>("regular");
  const hasEircodeError = eircode.trim() !== "" && !EIRCODE.test(eircode.trim());
  return (
    <Stack spacing={2.5}>
      <TextField label={t("name")} helperText={t("nameHelp")} autoComplete="name" />
      <TextField
        label={t("eircode")}
        value={eircode}
        onChange={(event) => setEircode(event.target.value)}
        error={hasEircodeError}
        helperText={hasEircodeError ? t("eircodeError") : t("eircodeHelp")}
        autoComplete="postal-code"
        required
      />
      <TextField
        select
        label={t("service")}
        value={service}
        onChange={(event) => setService(event.target.value as (typeof SERVICES)[number])}
        helperText={t("serviceHelp")}
      >
        {SERVICES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`services.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t("notes")} multiline minRows={3} placeholder={t("notesPlaceholder")} />
      <TextField label={t("disabled")} defaultValue={t("disabledValue")} disabled />
    </Stack>
  );
}
