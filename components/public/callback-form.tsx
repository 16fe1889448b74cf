"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { apiFetch, ApiError } from "@/lib/client/api-client";
import { sendUnderId, sendFailure, type SendFailure } from "@/lib/client/send-failure";
import { uuidv4 } from "@/lib/client/uuid";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { TCallbackForm } from "@/lib/validation/enquiry";
import { withSelectedServices } from "@/lib/validation/selected-services";
import { useFieldErrorText } from "@/components/ui/field-error";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { FormField, SubmitButton } from "./form-field";
import styles from "./form.module.css";
import { OutcomeDialog } from "./outcome-dialog";
import { useSendFailureText } from "./use-send-failure-text";

type CallbackFormProps = {
  // Service names chosen in the quote modal, appended to the message (spec §3).
  selectedServices?: readonly string[];
  // More of the request (the quote modal's estimate), merged into the body
  // after the form's own fields.
  extraBody?: Record<string, unknown>;
  // A check of the surrounding form (the quote modal's services); false stops the submission.
  onBeforeSubmit?: () => boolean;
  onSubmitted?: () => void;
  // The form's title kept for screen readers only (under a section's own heading).
  hideTitle?: boolean;
  // Inside a dialog: no title of its own, the dialog's names it.
  isInDialog?: boolean;
  submitLabel?: string;
};

const EMPTY: TCallbackForm = { name: "", email: "", phone: "", address: "", postCode: "", messageDescription: "" };
const validation = lazyZodResolver<TCallbackForm>(() =>
  import("@/lib/validation/enquiry").then((m) => m.ZCallbackForm),
);
const FIELDS = ["name", "email", "phone", "address", "postCode"] as const;
const AUTOCOMPLETE = {
  name: "name",
  email: "email",
  phone: "tel",
  address: "address-line1",
  postCode: "postal-code",
} as const;

export function CallbackForm({
  selectedServices = [],
  extraBody,
  onBeforeSubmit,
  onSubmitted,
  hideTitle = false,
  isInDialog = false,
  submitLabel,
}: CallbackFormProps) {
  const t = useTranslations("CallbackForm");
  const errorText = useFieldErrorText();
  const failureText = useSendFailureText();
  const titleId = useId();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<"success" | "error" | null>(null);
  // Why the last send failed, when the visitor can simply send again.
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: validation.resolver, defaultValues: EMPTY });

  // One id per enquiry until it is acknowledged: a double click, or a retry
  // after a failure or a lost answer, sends the same id and the server
  // stores it once. Only a success starts a new enquiry with a new id.
  const [enquiryId, setEnquiryId] = useState(uuidv4);

  const submit = handleSubmit(async (values) => {
    const send = (id: string) =>
      apiFetch("/api/Enquiry/CreateEnquiry", {
        body: {
          ...values,
          id,
          messageDescription: withSelectedServices(values.messageDescription, selectedServices),
          domainName: window.location.hostname,
          // The office may answer in it, and a client account made from it gets it.
          locale,
          ...extraBody,
        },
      });
    try {
      await sendUnderId(enquiryId, send, setEnquiryId);
      setEnquiryId(uuidv4());
      reset(EMPTY);
      setFailure(null);
      setOutcome("success");
    } catch (error) {
      // A refusal that names fields is shown on those fields; anything else
      // (no connection, server trouble, too many attempts) gets the 'Oops...'
      // popup saying which, and keeps what was typed to send again.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const known = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      if (known.length > 0) {
        for (const [name, message] of known) setError(name as keyof TCallbackForm, { type: "server", message });
      } else {
        setFailure(sendFailure(error));
        setOutcome("error");
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const isReady = onBeforeSubmit?.() ?? true;
    if (isReady) return submit(event);
    event.preventDefault();
    // Still show the field errors, so everything missing is said at once.
    return handleSubmit(() => undefined)(event);
  };

  function onCloseOutcome() {
    const wasSuccess = outcome === "success";
    setOutcome(null);
    if (wasSuccess) onSubmitted?.();
  }

  // Plain fields (FormField), no MUI: the form is in the contact page's
  // first load, and the callback and quote dialogs wear the same fields.
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-labelledby={isInDialog ? undefined : titleId}
    >
      {/* Hidden under a section's own heading, still read by screen readers; none in a
          dialog, whose title names it (two headings there said the same twice). */}
      {!isInDialog && (
        <h2
          id={titleId}
          className={hideTitle ? undefined : styles.title}
          style={hideTitle ? visuallyHidden : undefined}
        >
          {t("title")}
        </h2>
      )}
      <div className={styles.grid}>
        {FIELDS.map((name) => (
          <FormField
            key={name}
            // The Eircode may stay empty when the address names the town
            // or county, so a change of address checks it again.
            {...register(name, name === "address" ? { deps: ["postCode"] } : undefined)}
            label={t(name)}
            required={name !== "postCode"}
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={AUTOCOMPLETE[name]}
            error={errorText(errors[name])}
            hint={name === "postCode" ? t("postCodeHint") : undefined}
            wide={name === "address"}
          />
        ))}
        <FormField
          {...register("messageDescription")}
          label={t("messageDescription")}
          multiline
          wide
          error={errorText(errors.messageDescription)}
        />
        <SubmitButton isSubmitting={isSubmitting}>
          {isSubmitting ? t("submitting") : (submitLabel ?? t("submit"))}
        </SubmitButton>
      </div>
      <OutcomeDialog
        open={outcome !== null}
        severity={outcome ?? "success"}
        title={outcome === "error" ? t("errorTitle") : t("successTitle")}
        text={
          outcome === "error"
            ? [t("errorText"), failure ? failureText(failure) : ""].join(" ").trim()
            : t("successText")
        }
        actionLabel={outcome === "error" ? t("close") : t("ok")}
        onClose={onCloseOutcome}
      />
    </form>
  );
}
