"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { Choice, ChoiceGroup, FormField, FormSelect } from "./form-field";
import form from "./form.module.css";
import styles from "./quote-estimate.module.css";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { VISIT_WINDOWS, type VisitWindow } from "@/lib/content/quote";
import { estimateQuote, factsAsked, type Estimate, type QuoteFactsInput, type Range } from "@/lib/pricing/estimate";
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
  const titleId = useId();
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
  const counts = (values: number[]) => values.map((value) => ({ value, label: String(value) }));
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId} className={styles.title}>
        {t("factsTitle")}
      </h3>
      <div className={form.grid}>
        {asked.home && (
          <>
            <FormSelect
              label={t("bedrooms")}
              value={answers.bedrooms}
              options={counts(ROOM_COUNTS)}
              onChange={(count) => set("bedrooms", count)}
            />
            <FormSelect
              label={t("bathrooms")}
              value={answers.bathrooms}
              options={counts(ROOM_COUNTS)}
              onChange={(count) => set("bathrooms", count)}
            />
            <ChoiceGroup legend={t("frequency")}>
              {FREQUENCIES.map((frequency) => (
                <Choice
                  key={frequency}
                  type="radio"
                  name={`${titleId}-frequency`}
                  value={frequency}
                  checked={answers.frequency === frequency}
                  onChange={() => set("frequency", frequency)}
                  label={t(`frequencies.${frequency}`)}
                />
              ))}
            </ChoiceGroup>
            {offeredExtras.length > 0 && (
              <ChoiceGroup legend={t("extras")}>
                {offeredExtras.map((extra) => (
                  <Choice
                    key={extra}
                    type="checkbox"
                    checked={answers.extras.includes(extra)}
                    onChange={() =>
                      set(
                        "extras",
                        answers.extras.includes(extra)
                          ? answers.extras.filter((e) => e !== extra)
                          : [...answers.extras, extra],
                      )
                    }
                    label={t(`extraNames.${extra}`)}
                  />
                ))}
              </ChoiceGroup>
            )}
          </>
        )}
        {asked.area && (
          <>
            <FormField
              label={t("areaSqm")}
              value={answers.areaSqm}
              onChange={(event) => set("areaSqm", event.target.value)}
              error={areaError ? t("areaInvalid") : undefined}
              hint={t("areaHint")}
              inputMode="numeric"
              autoComplete="off"
            />
            <FormSelect
              label={t("visitsPerWeek")}
              value={answers.visitsPerWeek}
              options={counts(VISIT_COUNTS)}
              onChange={(count) => set("visitsPerWeek", count)}
            />
          </>
        )}
      </div>
      <EstimateBox estimate={estimate} rates={rates} />
      <div className={form.grid}>
        <FormField
          type="date"
          label={t("preferredDate")}
          value={answers.preferredDate}
          onChange={(event) => set("preferredDate", event.target.value)}
          min={addDays(today, 1)}
          max={addDays(today, 365)}
        />
        <FormSelect
          label={t("preferredWindow")}
          value={answers.preferredWindow}
          options={VISIT_WINDOWS.map((window) => ({ value: window, label: t(`windows.${window}`) }))}
          onChange={(window) => set("preferredWindow", window)}
        />
      </div>
    </section>
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
    <div role="status" data-testid="quote-estimate" className={styles.estimate}>
      {!estimate ? (
        <p className={styles.note}>{t("estimateLoading")}</p>
      ) : (
        <>
          {estimate.lines.map((line) => (
            <p key={line.slug} className={styles.line}>
              {t("estimateLine", { service: nameOf(line.slug), ...range(line) })}
              {line.perWeek && line.perWeek.highCents !== line.highCents && (
                <span className={styles.perWeek}>{t("estimateWeek", range(line.perWeek))}</span>
              )}
            </p>
          ))}
          {estimate.total && <p className={styles.total}>{t("estimateTotal", range(estimate.total))}</p>}
          {unanswered.length > 0 && (
            <p className={styles.note}>{t("estimateNeedsArea", { services: serviceOrder(unanswered).join(", ") })}</p>
          )}
          {unpriced.length > 0 && (
            <p className={styles.note}>{t("estimateUnpriced", { services: serviceOrder(unpriced).join(", ") })}</p>
          )}
          {estimate.lines.length > 0 && <p className={`${styles.note} ${styles.muted}`}>{t("estimateNote")}</p>}
        </>
      )}
    </div>
  );
}
