"use client";

import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";

export type Repeat = { frequencyWeeks: 1 | 2 | 4; until?: string; count?: number };

// How a new job repeats: every one, two or four weeks, until a day or for a
// number of visits. Each visit is then a job of its own (docs/api/jobs.md).
export function RepeatFields<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const t = useTranslations("Jobs");
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const repeat = (field.value ?? undefined) as Repeat | undefined;
        const ends = repeat?.until !== undefined ? "until" : "count";
        const error = (fieldState.error ?? undefined) as
          (typeof fieldState.error & Record<string, { message?: string } | undefined>) | undefined;
        return (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t("repeat")}
                value={repeat ? String(repeat.frequencyWeeks) : ""}
                onChange={(event) => {
                  const weeks = Number(event.target.value) as Repeat["frequencyWeeks"];
                  field.onChange(
                    weeks ? { frequencyWeeks: weeks, count: repeat?.count ?? 4, until: repeat?.until } : undefined,
                  );
                }}
                helperText={t("repeatHint")}
              >
                <MenuItem value="">{t("repeatNever")}</MenuItem>
                <MenuItem value="1">{t("repeatWeekly")}</MenuItem>
                <MenuItem value="2">{t("repeatFortnightly")}</MenuItem>
                <MenuItem value="4">{t("repeatFourWeekly")}</MenuItem>
              </TextField>
            </Grid>
            {repeat && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <RadioGroup
                  row
                  aria-label={t("repeatEnds")}
                  value={ends}
                  onChange={(event) =>
                    field.onChange(
                      event.target.value === "until"
                        ? { frequencyWeeks: repeat.frequencyWeeks, until: "" }
                        : { frequencyWeeks: repeat.frequencyWeeks, count: 4 },
                    )
                  }
                >
                  <FormControlLabel value="count" control={<Radio />} label={t("repeatAfter")} />
                  <FormControlLabel value="until" control={<Radio />} label={t("repeatUntil")} />
                </RadioGroup>
                {ends === "count" ? (
                  <TextField
                    type="number"
                    label={t("repeatCount")}
                    value={repeat.count ?? ""}
                    onChange={(event) =>
                      field.onChange({
                        frequencyWeeks: repeat.frequencyWeeks,
                        count: event.target.value === "" ? Number.NaN : Number(event.target.value),
                      })
                    }
                    error={Boolean(error?.count ?? error)}
                    helperText={errorText((error?.count ?? error) as never)}
                    slotProps={{ htmlInput: { min: 2, max: 104, step: 1, inputMode: "numeric", dir: "ltr" } }}
                  />
                ) : (
                  <TextField
                    type="date"
                    label={t("repeatUntilDate")}
                    value={repeat.until ?? ""}
                    onChange={(event) =>
                      field.onChange({ frequencyWeeks: repeat.frequencyWeeks, until: event.target.value })
                    }
                    error={Boolean(error?.until ?? error)}
                    helperText={errorText((error?.until ?? error) as never)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
                  />
                )}
              </Grid>
            )}
          </Grid>
        );
      }}
    />
  );
}
