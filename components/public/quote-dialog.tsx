"use client";

import CloseIcon from "@mui/icons-material/Close";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LazyIsland } from "@/components/providers/lazy-island";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { CallbackForm } from "./callback-form";
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
    <Dialog open={isOpen} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="quote-title" scroll="body">
      <DialogTitle id="quote-title" sx={{ paddingInlineEnd: 7 }}>
        {t("title")}
        <IconButton
          onClick={onClose}
          aria-label={t("close")}
          sx={{ position: "absolute", top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" error={isMissing} sx={{ mb: 3 }}>
          <FormLabel component="legend">{t("servicesLegend")}</FormLabel>
          <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {SERVICES.map((service) => (
              <FormControlLabel
                key={service.slug}
                control={<Checkbox checked={chosen.includes(service.slug)} onChange={() => onToggle(service.slug)} />}
                label={names(`${service.slug}.title`)}
              />
            ))}
          </FormGroup>
          {isMissing && <FormHelperText role="alert">{t("selectAtLeastOne")}</FormHelperText>}
          {chosen.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {t("chosen", { services: chosenServices.map((s) => names(`${s.slug}.title`)).join(", ") })}
            </Typography>
          )}
        </FormControl>
        <QuoteEstimate services={chosen} answers={answers} onChange={setAnswers} />
        <CallbackForm
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
      </DialogContent>
    </Dialog>
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime and MUI, so it sits above the component whose hooks need them.
export function QuoteDialog(props: QuoteDialogProps) {
  return (
    <LazyIsland>
      <QuoteDialogContent {...props} />
    </LazyIsland>
  );
}
