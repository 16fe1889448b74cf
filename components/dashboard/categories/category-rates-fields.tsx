"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { FormMoney, FormWholeNumber } from "@/components/dashboard/ui/form/typed-fields";
import { findService } from "@/lib/content/services";
import type { PricingBasis, Rates } from "@/lib/pricing/rates";
import type { z } from "zod";
import { slugify, type ZCreateCategory } from "@/lib/validation/categories";

type CategoryForm = z.input<typeof ZCreateCategory>;

// The starting point when the office turns the estimate on: every amount
// empty (NaN), so nothing is priced until the office types it; the spread
// and discounts start at values the office can change.
function blankRates(basis: PricingBasis): Rates {
  return basis === "home"
    ? {
        basis,
        visitCents: Number.NaN,
        bedroomCents: Number.NaN,
        bathroomCents: Number.NaN,
        extras: { oven: null, windows: null, fridge: null },
        discountPercent: { weekly: 0, fortnightly: 0, monthly: 0 },
        spreadPercent: 20,
      }
    : { basis, sqmCents: Number.NaN, minimumCents: 0, spreadPercent: 20 };
}

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

// The office's rates for the quote's instant estimate (issue #16), in euro
// before VAT: a home service by rooms, an office one by floor area
// (lib/content/services.ts). Off: the quote shows no estimate for it.
export function CategoryRatesFields({
  control,
  setValue,
}: {
  control: Control<CategoryForm>;
  setValue: UseFormSetValue<CategoryForm>;
}) {
  const t = useTranslations("Categories");
  const name = useWatch({ control, name: "name" });
  const rates = useWatch({ control, name: "rates" });
  const service = findService(slugify(name ?? ""));
  const spread = (
    <FormWholeNumber
      control={control}
      name="rates.spreadPercent"
      label={t("spreadPercent")}
      helperText={t("spreadHelp")}
      min={0}
      max={100}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t("ratesTitle")}
      </Typography>
      {service ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(rates)}
                onChange={(event) =>
                  setValue("rates", event.target.checked ? blankRates(service.pricing) : null, { shouldDirty: true })
                }
              />
            }
            label={t("ratesOn")}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(service.pricing === "home" ? "ratesHomeHelp" : "ratesAreaHelp")}
          </Typography>
        </>
      ) : rates ? (
        // Renamed away from its service (or being retyped): the rates stay, with a warning,
        // rather than vanishing as the name is cleared.
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setValue("rates", null, { shouldDirty: true })}>
              {t("ratesRemove")}
            </Button>
          }
        >
          {t("ratesNameMismatch")}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("ratesNoService")}
        </Typography>
      )}
      {rates?.basis === "home" && (
        <Box sx={grid}>
          <FormMoney control={control} name="rates.visitCents" label={t("visitCents")} required />
          <FormMoney control={control} name="rates.bedroomCents" label={t("bedroomCents")} required />
          <FormMoney control={control} name="rates.bathroomCents" label={t("bathroomCents")} required />
          {spread}
          {(["oven", "windows", "fridge"] as const).map((extra) => (
            <FormMoney
              key={extra}
              control={control}
              name={`rates.extras.${extra}`}
              label={t(`extraCents.${extra}`)}
              helperText={t("extraHelp")}
              emptyIsNull
            />
          ))}
          {(["weekly", "fortnightly", "monthly"] as const).map((frequency) => (
            <FormWholeNumber
              key={frequency}
              control={control}
              name={`rates.discountPercent.${frequency}`}
              label={t(`discountPercent.${frequency}`)}
              min={0}
              max={50}
            />
          ))}
        </Box>
      )}
      {rates?.basis === "area" && (
        <Box sx={grid}>
          <FormMoney control={control} name="rates.sqmCents" label={t("sqmCents")} required />
          <FormMoney control={control} name="rates.minimumCents" label={t("minimumCents")} required />
          {spread}
        </Box>
      )}
    </Box>
  );
}
