"use client";

import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslations } from "next-intl";

const FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;

// Uncontrolled on purpose: the browser keeps the state, nothing reads it.
export function SelectionControlsDemo() {
  const t = useTranslations("Showcase.selectionControls");
  return (
    <Stack spacing={3}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t("extrasLegend")}</FormLabel>
        <FormGroup>
          <FormControlLabel control={<Checkbox defaultChecked />} label={t("ovenClean")} />
          <FormControlLabel control={<Checkbox />} label={t("windows")} />
          <FormControlLabel control={<Checkbox />} label={t("carpets")} disabled />
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t("frequencyLegend")}</FormLabel>
        <RadioGroup name="showcase-frequency" defaultValue="fortnightly">
          {FREQUENCIES.map((frequency) => (
            <FormControlLabel key={frequency} value={frequency} control={<Radio />} label={t(frequency)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControlLabel control={<Switch defaultChecked />} label={t("reminders")} />
    </Stack>
  );
}
