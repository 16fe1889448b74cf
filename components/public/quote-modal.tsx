"use client";

import CloseIcon from "@mui/icons-material/Close";
import Button, { type ButtonProps } from "@mui/material/Button";
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
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { CallbackForm } from "./callback-form";

type QuoteContextValue = { openQuote: (preselect?: ServiceSlug) => void };
const QuoteContext = createContext<QuoteContextValue | null>(null);

// The quote modal of spec §2: a checklist of services next to the callback
// form; at least one service must be chosen; the chosen names are sent
// comma-joined after 'Selected Items: ' (spec §3).
export function QuoteModalProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("QuoteModal");
  const names = useTranslations("ServiceContent");
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<ServiceSlug[]>([]);
  const [isMissing, setIsMissing] = useState(false);

  const openQuote = useCallback((preselect?: ServiceSlug) => {
    if (preselect) setChosen((current) => (current.includes(preselect) ? current : [...current, preselect]));
    setIsOpen(true);
  }, []);
  const value = useMemo(() => ({ openQuote }), [openQuote]);

  function toggle(slug: ServiceSlug) {
    setIsMissing(false);
    setChosen((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
  }

  function onSubmitted() {
    setChosen([]);
    setIsOpen(false);
  }

  const chosenNames = SERVICES.filter((service) => chosen.includes(service.slug)).map((service) => service.name);
  return (
    <QuoteContext.Provider value={value}>
      {children}
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="quote-title"
        scroll="body"
      >
        <DialogTitle id="quote-title" sx={{ paddingInlineEnd: 7 }}>
          {t("title")}
          <IconButton
            onClick={() => setIsOpen(false)}
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
                  control={<Checkbox checked={chosen.includes(service.slug)} onChange={() => toggle(service.slug)} />}
                  label={names(`${service.slug}.title`)}
                />
              ))}
            </FormGroup>
            {isMissing && <FormHelperText role="alert">{t("selectAtLeastOne")}</FormHelperText>}
            {chosen.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
                {t("chosen", {
                  services: SERVICES.filter((s) => chosen.includes(s.slug))
                    .map((s) => names(`${s.slug}.title`))
                    .join(", "),
                })}
              </Typography>
            )}
          </FormControl>
          <CallbackForm
            selectedServices={chosenNames}
            onBeforeSubmit={() => {
              setIsMissing(chosen.length === 0);
              return chosen.length > 0;
            }}
            onSubmitted={onSubmitted}
          />
        </DialogContent>
      </Dialog>
    </QuoteContext.Provider>
  );
}

export function useQuoteModal(): QuoteContextValue {
  const value = useContext(QuoteContext);
  if (!value) throw new Error("useQuoteModal must be used inside <QuoteModalProvider>");
  return value;
}

// A button that opens the quote modal, usable from server components.
export function QuoteButton({
  service,
  children,
  ...props
}: Omit<ButtonProps, "onClick"> & { service?: ServiceSlug; children: ReactNode }) {
  const { openQuote } = useQuoteModal();
  return (
    <Button {...props} onClick={() => openQuote(service)}>
      {children}
    </Button>
  );
}
