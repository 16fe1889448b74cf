"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "@/components/dashboard/shell/toasts";
import { useFormFailure } from "@/components/ui/server-errors";
import { useFormDraft, type FormDraft } from "./form-draft";
import { useUnsavedChangesGuard } from "./unsaved-changes";

export type AppFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R> = {
  // The API's own schema (lib/validation): the form checks what the server will.
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<R>;
  onSuccess?: (result: R, values: z.output<S>) => void;
  // The toast after a successful submit (or made from its result); none when null.
  successMessage?: string | ((result: R) => string) | null;
  // API field names that the form shows under another name.
  fieldMap?: Record<string, Path<z.input<S>>>;
  // Ask before leaving with unsaved changes (default: yes).
  guardUnsavedChanges?: boolean;
  // The form-level message of any failure, instead of the server's own
  // sentence (field errors still go onto their fields).
  failureMessage?: string;
  // Keep what is typed for this tab under this key until it is saved, and
  // put it back if the form is shown again (form-draft.tsx): one key per
  // form and record ("job:<id>", "job:new"). Show <DraftNotice> with it.
  draftKey?: string;
  // Called when the user discards the draft (DraftNotice's "Discard").
  onDraftDiscarded?: () => void;
};

export type AppForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
  isSubmitting: boolean;
  draft: FormDraft | null;
};

// The one way a back-office form works: react-hook-form with the API's zod
// schema; errors the server names go onto their fields, the rest into one
// message above the form (a refusal that only named fields says to correct
// them, and goes once they are put right or the form is sent again); a toast
// says how it went; a submit cannot run twice at once; leaving with unsaved
// changes asks first; with a draft key, what is typed survives a reload or
// an ended session.
export function useAppForm<S extends z.ZodType<FieldValues, FieldValues>, R>({
  schema,
  defaultValues,
  onSubmit,
  onSuccess,
  successMessage,
  fieldMap,
  guardUnsavedChanges = true,
  failureMessage,
  draftKey,
  onDraftDiscarded,
}: AppFormOptions<S, R>): AppForm<S> {
  const t = useTranslations("Common");
  const notify = useToast();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zod's input and output types differ (trimming, cents); the resolver maps one to the other.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onTouched",
  });
  const [failure, setFailure] = useState<{ message: string; isOnFields: boolean } | null>(null);
  const isRunning = useRef(false);
  // The fields the form has: a server error on any other (say a stage the
  // service derives) is said in the message, not put on a field nobody sees.
  const formFields = [...Object.keys(defaultValues ?? {}), ...Object.values(fieldMap ?? {})];
  const describe = useFormFailure(form.setError, { fieldMap, formFields });
  const { isDirty, isSubmitting, isSubmitSuccessful, errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const formError = failure && (hasFieldErrors || !failure.isOnFields) ? failure.message : null;
  const draft = useFormDraft(form as never, draftKey, defaultValues, onDraftDiscarded);
  // Leaving on purpose (the user said so) discards the draft.
  useUnsavedChangesGuard(guardUnsavedChanges && isDirty && !isSubmitting && !isSubmitSuccessful, draft?.forget);

  const onValid = async (values: z.output<S>) => {
    // Enter pressed twice, or a click while the first answer is on its way.
    if (isRunning.current) return;
    isRunning.current = true;
    setFailure(null);
    try {
      const result = await onSubmit(values);
      draft?.forget();
      if (successMessage !== null) {
        const text = typeof successMessage === "function" ? successMessage(result) : successMessage;
        notify(text ?? t("saved"), "success");
      }
      onSuccess?.(result, values);
    } catch (error) {
      const described = describe(error);
      const message = failureMessage ?? described.message;
      setFailure({ message, isOnFields: described.isOnFields });
      notify(message, "error");
      // Keep the form dirty and unsent: nothing typed is lost.
      throw error;
    } finally {
      isRunning.current = false;
    }
  };

  return {
    ...form,
    // A failed submit has been shown to the user; the rejection must not reach React.
    submit: (event) =>
      form
        // Refused before sending: the fields say why; an older message no longer holds.
        .handleSubmit(onValid, () => setFailure(null))(event)
        .catch(() => undefined),
    formError,
    isSubmitting,
    draft,
  };
}
