"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { readDraft, writeDraft } from "@/lib/client/drafts";

export type FormDraft = {
  // What was typed before (a reload, or a session that ended) has been put back.
  isRestored: boolean;
  // Back to the form as it started, forgetting the draft.
  discard: () => void;
  // The draft is no longer wanted (saved, or left on purpose).
  forget: () => void;
};

type Stored = { base: string; values: unknown };

// The forms (by key) showing values put back from a draft: a store outside
// React, as the draft itself is, which the notice follows.
const restoredKeys = new Set<string>();
const restoredListeners = new Set<() => void>();

function onRestoredChange(listener: () => void) {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

function setRestored(key: string, isRestored: boolean) {
  if (isRestored === restoredKeys.has(key)) return;
  if (isRestored) restoredKeys.add(key);
  else restoredKeys.delete(key);
  for (const listener of restoredListeners) listener();
}

// Keeps a form's values, as typed, under `key` for this tab, and puts them
// back when the form is shown again. A draft is kept with the values the form
// started from (`base`): one made from a record that has changed since (an
// edit saved by someone else, in between) is dropped rather than laid over
// the newer record.
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  key: string | undefined,
  defaultValues: unknown,
  onDiscard?: () => void,
): FormDraft | null {
  const isRestored = useSyncExternalStore(
    onRestoredChange,
    () => (key ? restoredKeys.has(key) : false),
    () => false,
  );
  const base = JSON.stringify(withoutSecrets(defaultValues));
  // Keeping starts with the user's first change (or a draft put back), not
  // with values the page sets itself, and stops when the draft is forgotten.
  const isKeeping = useRef(false);

  // Restore once the page is interactive (storage is the browser's).
  useEffect(() => {
    if (!key) return;
    const stored = parse(readDraft(key));
    if (!stored || stored.base !== base) {
      writeDraft(key, null);
      return;
    }
    isKeeping.current = true;
    form.reset({ ...(defaultValues as T), ...(stored.values as T) }, { keepDefaultValues: true });
    setRestored(key, true);
    return () => setRestored(key, false);
    // Only when the form (its key or starting values) is another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, base]);

  // Keep what is typed; values back at the start keep nothing.
  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values, { type }) => {
      // An event type: the user changed a field (not setValue, not a reset).
      if (type) isKeeping.current = true;
      if (!isKeeping.current) return;
      const kept = withoutSecrets(values);
      const text = JSON.stringify(kept);
      writeDraft(key, text === base ? null : JSON.stringify({ base, values: kept } satisfies Stored));
    });
    return () => subscription.unsubscribe();
  }, [form, key, base]);

  const forget = useCallback(() => {
    isKeeping.current = false;
    if (!key) return;
    writeDraft(key, null);
    setRestored(key, false);
  }, [key]);
  const discard = useCallback(() => {
    forget();
    form.reset();
    onDiscard?.();
  }, [forget, form, onDiscard]);
  return key ? { isRestored, forget, discard } : null;
}

// A password typed into a form is never stored: it stays empty when the rest comes back.
function withoutSecrets(values: unknown): Record<string, unknown> {
  const entries = Object.entries((values ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([name]) => !/password/i.test(name)));
}

function parse(text: string | null): Stored | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stored>;
    return typeof stored.base === "string" && typeof stored.values === "object" && stored.values !== null
      ? (stored as Stored)
      : null;
  } catch {
    return null;
  }
}

// Says that unsaved values were put back, and offers to start again.
export function DraftNotice({ draft }: { draft: FormDraft | null }) {
  const t = useTranslations("Common");
  if (!draft?.isRestored) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={draft.discard}>
          {t("draftDiscard")}
        </Button>
      }
    >
      {t("draftRestored")}
    </Alert>
  );
}
