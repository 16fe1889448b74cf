"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ServiceSlug } from "@/lib/content/services";
import { buttonClass, type ButtonLook } from "./button-class";
import { useLazyOpen } from "./use-lazy-open";

const QuoteDialog = dynamic(() => import("./quote-dialog").then((m) => m.QuoteDialog), { ssr: false });

type QuoteContextValue = { openQuote: (preselect?: ServiceSlug) => void };
const QuoteContext = createContext<QuoteContextValue | null>(null);

// The quote modal of spec §2: a checklist of services next to the callback
// form; at least one service must be chosen; the chosen names are sent
// comma-joined after 'Selected Items: ' (spec §3).
export function QuoteModalProvider({ children }: { children: ReactNode }) {
  const { isOpen, hasOpened, open, close } = useLazyOpen();
  const [chosen, setChosen] = useState<ServiceSlug[]>([]);
  const [isMissing, setIsMissing] = useState(false);

  const openQuote = useCallback(
    (preselect?: ServiceSlug) => {
      if (preselect) setChosen((current) => (current.includes(preselect) ? current : [...current, preselect]));
      open();
    },
    [open],
  );
  const value = useMemo(() => ({ openQuote }), [openQuote]);

  function toggle(slug: ServiceSlug) {
    setIsMissing(false);
    setChosen((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
  }

  function onSubmitted() {
    setChosen([]);
    close();
  }

  return (
    <QuoteContext.Provider value={value}>
      {children}
      {/* The dialog's code (form, validation, checkboxes) loads when it is first opened. */}
      {hasOpened && (
        <QuoteDialog
          isOpen={isOpen}
          chosen={chosen}
          isMissing={isMissing}
          onToggle={toggle}
          onMissing={setIsMissing}
          onClose={close}
          onSubmitted={onSubmitted}
        />
      )}
    </QuoteContext.Provider>
  );
}

export function useQuoteModal(): QuoteContextValue {
  const value = useContext(QuoteContext);
  if (!value) throw new Error("useQuoteModal must be used inside <QuoteModalProvider>");
  return value;
}

// A button that opens the quote modal, usable from server components.
// A plain button (button.module.css): it is on every public page's first load.
export function QuoteButton({
  service,
  className,
  children,
  ...look
}: ButtonLook & { service?: ServiceSlug; className?: string; children: ReactNode }) {
  const { openQuote } = useQuoteModal();
  return (
    <button type="button" className={buttonClass(look, className)} onClick={() => openQuote(service)}>
      {children}
    </button>
  );
}
