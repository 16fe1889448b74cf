"use client";

import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import {
  estimateQuote,
  factsAsked,
  VISIT_WINDOWS,
  type Estimate,
  type QuoteFactsInput,
  type Range,
  type VisitWindow,
} from "@/lib/pricing/estimate";
import { EXTRAS, FREQUENCIES, readRates, type Extra, type Frequency, type Rates } from "@/lib/pricing/rates";

type RatesBySlug = Partial<Record<ServiceSlug, Rates | null>>;

// The office's rates, from the public category list; until they arrive no
// estimate is shown, and if they cannot be read none is: the form still sends.
function useOfficeRates(): RatesBySlug | null {
  const [rates, setRates] = useState<RatesBySlug | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/category/categories?pageSize=100", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { slug: string; rates: unknown }[] } | null) => {
        const rows = body?.data ?? [];
        setRates(Object.fromEntries(rows.map((row) => [row.slug, readRates(row.rates)])) as RatesBySlug);
      })
      // Unreadable: every service shows "the office will quote".
      .catch(() => !controller.signal.aborted && setRates({}));
    return () => controller.abort();
  }, []);
  return rates;
}

export type QuoteAnswers = {
  bedrooms: number;
  bathrooms: number;
  frequency: Frequency;
  extras: Extra[];
  areaSqm: string;
  visitsPerWeek: number;
  preferredDate: string;
  preferredWindow: VisitWindow;
};

export const EMPTY_ANSWERS: QuoteAnswers = {
  bedrooms: 1,
  bathrooms: 1,
  frequency: "once",
  extras: [],
  areaSqm: "",
  visitsPerWeek: 1,
  preferredDate: "",
  preferredWindow: "any",
};

const areaOf = (text: string): number | undefined => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= 10 && value <= 100_000 ? value : undefined;
};

// What goes with the enquiry: only the facts the chosen services ask for.
export function quoteBody(services: ServiceSlug[], answers: QuoteAnswers): Record<string, unknown> {
  if (services.length === 0) return {};
  const asked = factsAsked(services);
  const quote: QuoteFactsInput = {
    services,
    ...(asked.home && {
      bedrooms: answers.bedrooms,
      bathrooms: answers.bathrooms,
      frequency: answers.frequency,
      extras: answers.extras,
    }),
    ...(asked.area && { areaSqm: areaOf(answers.areaSqm), visitsPerWeek: answers.visitsPerWeek }),
  };
  return {
    quote,
    ...(answers.preferredDate && { preferredDate: answers.preferredDate }),
    ...(answers.preferredWindow !== "any" && { preferredWindow: answers.preferredWindow }),
  };
}

const ROOM_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const VISIT_COUNTS = [1, 2, 3, 4, 5, 6, 7];

// The questions a price depends on, the estimate as they are answered, and
// the preferred first visit (issue #16). The facts asked follow the chosen
// services: rooms for a home, floor area for an office.
export function QuoteEstimate({
  services,
  answers,
  onChange,
}: {
  services: ServiceSlug[];
  answers: QuoteAnswers;
  onChange: (answers: QuoteAnswers) => void;
}) {
  const t = useTranslations("QuoteModal");
  const rates = useOfficeRates();
  const asked = factsAsked(services);
  const set = <K extends keyof QuoteAnswers>(key: K, value: QuoteAnswers[K]) => onChange({ ...answers, [key]: value });
  const estimate = useMemo(() => {
    if (!rates || services.length === 0) return null;
    const body = quoteBody(services, answers).quote as QuoteFactsInput;
    return estimateQuote({ ...body, extras: body.extras ?? [] }, rates);
  }, [rates, services, answers]);
  // Extras are asked when a chosen home service prices them, or when none
  // is priced (the office still wants to know).
  const offeredExtras = EXTRAS.filter((extra) => {
    const priced = services.map((slug) => rates?.[slug]).filter((r) => r?.basis === "home");
    return priced.length === 0 || priced.some((r) => r?.basis === "home" && r.extras[extra] !== null);
  });
  const areaError = answers.areaSqm !== "" && areaOf(answers.areaSqm) === undefined;
  const today = dublinDate(new Date());

  if (services.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="quote-facts-title" sx={{ mb: 3 }}>
      <Typography id="quote-facts-title" variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600, mb: 1.5 }}>
        {t("factsTitle")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {asked.home && (
          <>
            <CountSelect
              label={t("bedrooms")}
              value={answers.bedrooms}
              counts={ROOM_COUNTS}
              onChange={(count) => set("bedrooms", count)}
            />
            <CountSelect
              label={t("bathrooms")}
              value={answers.bathrooms}
              counts={ROOM_COUNTS}
              onChange={(count) => set("bathrooms", count)}
            />
            <FormControl component="fieldset" sx={{ gridColumn: "1 / -1" }}>
              <FormLabel component="legend">{t("frequency")}</FormLabel>
              <RadioGroup
                row
                value={answers.frequency}
                onChange={(event) => set("frequency", event.target.value as Frequency)}
              >
                {FREQUENCIES.map((frequency) => (
                  <FormControlLabel
                    key={frequency}
                    value={frequency}
                    control={<Radio />}
                    label={t(`frequencies.${frequency}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {offeredExtras.length > 0 && (
              <FormControl component="fieldset" sx={{ gridColumn: "1 / -1" }}>
                <FormLabel component="legend">{t("extras")}</FormLabel>
                <FormGroup row>
                  {offeredExtras.map((extra) => (
                    <FormControlLabel
                      key={extra}
                      control={
                        <Checkbox
                          checked={answers.extras.includes(extra)}
                          onChange={() =>
                            set(
                              "extras",
                              answers.extras.includes(extra)
                                ? answers.extras.filter((e) => e !== extra)
                                : [...answers.extras, extra],
                            )
                          }
                        />
                      }
                      label={t(`extraNames.${extra}`)}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            )}
          </>
        )}
        {asked.area && (
          <>
            <TextField
              size="small"
              label={t("areaSqm")}
              value={answers.areaSqm}
              onChange={(event) => set("areaSqm", event.target.value)}
              error={areaError}
              helperText={areaError ? t("areaInvalid") : t("areaHint")}
              slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
            />
            <CountSelect
              label={t("visitsPerWeek")}
              value={answers.visitsPerWeek}
              counts={VISIT_COUNTS}
              onChange={(count) => set("visitsPerWeek", count)}
            />
          </>
        )}
      </Box>
      <EstimateBox estimate={estimate} rates={rates} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, mt: 2 }}>
        <TextField
          size="small"
          type="date"
          label={t("preferredDate")}
          value={answers.preferredDate}
          onChange={(event) => set("preferredDate", event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: addDays(today, 1), max: addDays(today, 365) },
          }}
        />
        <TextField
          select
          size="small"
          label={t("preferredWindow")}
          value={answers.preferredWindow}
          onChange={(event) => set("preferredWindow", event.target.value as VisitWindow)}
        >
          {VISIT_WINDOWS.map((window) => (
            <MenuItem key={window} value={window}>
              {t(`windows.${window}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}

function CountSelect({
  label,
  value,
  counts,
  onChange,
}: {
  label: string;
  value: number;
  counts: number[];
  onChange: (count: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {counts.map((count) => (
        <MenuItem key={count} value={count}>
          {count}
        </MenuItem>
      ))}
    </TextField>
  );
}

function EstimateBox({ estimate, rates }: { estimate: Estimate | null; rates: RatesBySlug | null }) {
  const t = useTranslations("QuoteModal");
  const names = useTranslations("ServiceContent");
  const format = useFormatter();
  const euro = (cents: number) =>
    format.number(cents / 100, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const range = (r: Range) => ({ low: euro(r.lowCents), high: euro(r.highCents) });
  const nameOf = (slug: ServiceSlug) => names(`${slug}.title`);
  const serviceOrder = (slugs: ServiceSlug[]) =>
    SERVICES.filter((s) => slugs.includes(s.slug)).map((s) => nameOf(s.slug));
  // A service with rates but no estimate is waiting for its floor area
  // (the home questions always have an answer); one without rates is quoted
  // by the office.
  const unanswered = estimate?.unpriced.filter((slug) => rates?.[slug]) ?? [];
  const unpriced = estimate?.unpriced.filter((slug) => !rates?.[slug]) ?? [];

  return (
    <Box
      role="status"
      data-testid="quote-estimate"
      sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: "action.hover", minHeight: 56 }}
    >
      {!estimate ? (
        <Typography variant="body2">{t("estimateLoading")}</Typography>
      ) : (
        <>
          {estimate.lines.map((line) => (
            <Typography key={line.slug} variant="body1" sx={{ fontWeight: 600 }}>
              {t("estimateLine", { service: nameOf(line.slug), ...range(line) })}
              {line.perWeek && line.perWeek.highCents !== line.highCents && (
                <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 400 }}>
                  {t("estimateWeek", range(line.perWeek))}
                </Typography>
              )}
            </Typography>
          ))}
          {estimate.total && (
            <Typography variant="body1" sx={{ fontWeight: 700, mt: 1 }}>
              {t("estimateTotal", range(estimate.total))}
            </Typography>
          )}
          {unanswered.length > 0 && (
            <Typography variant="body2" sx={{ mt: estimate.lines.length > 0 ? 1 : 0 }}>
              {t("estimateNeedsArea", { services: serviceOrder(unanswered).join(", ") })}
            </Typography>
          )}
          {unpriced.length > 0 && (
            <Typography variant="body2" sx={{ mt: estimate.lines.length + unanswered.length > 0 ? 1 : 0 }}>
              {t("estimateUnpriced", { services: serviceOrder(unpriced).join(", ") })}
            </Typography>
          )}
          {estimate.lines.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("estimateNote")}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
