"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LazyTextIsland } from "@/components/providers/lazy-text-island";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { CallbackForm } from "./callback-form";
import { Choice, ChoiceGroup } from "./form-field";
import { ModalDialog } from "./modal-dialog";
import styles from "./quote-dialog.module.css";
import { EMPTY_ANSWERS, QuoteEstimate, quoteBody } from "./quote-estimate";

type QuoteDialogProps = {
  isOpen: boolean;
  chosen: ServiceSlug[];
  isMissing: boolean;
  onToggle: (slug: ServiceSlug) => void;
  onMissing: (isMissing: boolean) => void;
  onClose: () => void;
  onSubmitted: () => void;
};

// 'Request for your quotation' (spec §2): the services checklist next to the
// callback form. The state lives in QuoteModalProvider, so closing and
// reopening keeps the visitor's choices until a submission succeeds.
function QuoteDialogContent({
  isOpen,
  chosen,
  isMissing,
  onToggle,
  onMissing,
  onClose,
  onSubmitted,
}: QuoteDialogProps) {
  const t = useTranslations("QuoteModal");
  const names = useTranslations("ServiceContent");
  const chosenServices = SERVICES.filter((service) => chosen.includes(service.slug));
  const [answers, setAnswers] = useState(EMPTY_ANSWERS);
  return (
    <ModalDialog open={isOpen} onClose={onClose} title={t("title")} closeLabel={t("close")} size="md">
      <div className={styles.services}>
        <ChoiceGroup legend={t("servicesLegend")} error={isMissing ? t("selectAtLeastOne") : undefined} columns>
          {SERVICES.map((service) => (
            <Choice
              key={service.slug}
              type="checkbox"
              checked={chosen.includes(service.slug)}
              onChange={() => onToggle(service.slug)}
              label={names(`${service.slug}.title`)}
            />
          ))}
        </ChoiceGroup>
        {chosen.length > 0 && (
          <p className={styles.chosen} aria-live="polite">
            {t("chosen", { services: chosenServices.map((s) => names(`${s.slug}.title`)).join(", ") })}
          </p>
        )}
      </div>
      <QuoteEstimate services={chosen} answers={answers} onChange={setAnswers} />
      <CallbackForm
        // The dialog's title names the form: its own "Request a callback" heading read as a second form.
        isInDialog
        // The enquiry records the services' English names, whatever the page's language (spec §3).
        selectedServices={chosenServices.map((service) => service.name)}
        extraBody={quoteBody(chosen, answers)}
        onBeforeSubmit={() => {
          onMissing(chosen.length === 0);
          return chosen.length > 0;
        }}
        onSubmitted={() => {
          setAnswers(EMPTY_ANSWERS);
          onSubmitted();
        }}
      />
    </ModalDialog>
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime (no MUI), so it sits above the component whose hooks need them.
export function QuoteDialog(props: QuoteDialogProps) {
  return (
    <LazyTextIsland>
      <QuoteDialogContent {...props} />
    </LazyTextIsland>
  );
}
