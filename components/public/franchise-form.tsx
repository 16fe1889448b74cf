"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { apiFetch, ApiError } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { sendUnderId, sendFailure, type SendFailure } from "@/lib/client/send-failure";
import { uuidv4 } from "@/lib/client/uuid";
import type { ZCreateFranchise } from "@/lib/validation/franchise";
import { FormField, SubmitButton } from "./form-field";
import styles from "./form.module.css";
import { useSendFailureText } from "./use-send-failure-text";

// The id is the form's own, added when sending.
type Values = Omit<z.input<typeof ZCreateFranchise>, "id">;
const EMPTY: Values = {
  firstName: "",
  lastName: "",
  phone: "",
  address: "",
  postCode: "",
  email: "",
  messageDescription: "",
};
const validation = lazyZodResolver<Values, z.output<typeof ZCreateFranchise>>(() =>
  import("@/lib/validation/franchise").then((m) => m.ZCreateFranchise),
);
const FIELDS = ["firstName", "lastName", "phone", "email", "address", "postCode"] as const;

// The information-pack form (spec §2, §5): every field is required; with any
// left empty it says 'Please fill all fields before submitting' and sends
// nothing; after a successful request it empties itself. A request that
// could not be sent keeps what was typed and says why (issue #16).
export function FranchiseForm() {
  const t = useTranslations("Franchise");
  const errorText = useFieldErrorText();
  const failureText = useSendFailureText();
  const [outcome, setOutcome] = useState<"success" | "error" | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const titleId = useId();
  // One id per request until it is acknowledged, so sending it again after a
  // failure or a lost answer stores it once.
  const [requestId, setRequestId] = useState(uuidv4);
  const { register, handleSubmit, reset, getValues, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof ZCreateFranchise>
  >({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const send = (id: string) => apiFetch("/api/franchise/createFranchise", { body: { ...values, id } });
    try {
      await sendUnderId(requestId, send, setRequestId);
      setRequestId(uuidv4());
      reset(EMPTY);
      setOutcome("success");
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const known = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of known) setError(name as keyof Values, { type: "server", message });
      if (known.length === 0) {
        setFailure(sendFailure(error));
        setOutcome("error");
      }
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setOutcome(null);
    setIsIncomplete(Object.values(getValues()).some((value) => !value?.trim()));
    return submit(event);
  }

  // The callback form's plain fields (FormField): no MUI on this page.
  return (
    <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("formTitle")}
      </h2>
      {isIncomplete && (
        <p role="alert" className={`${styles.notice} ${styles.warning}`}>
          {t("fillAll")}
        </p>
      )}
      {outcome === "success" && (
        <p role="status" className={`${styles.notice} ${styles.success}`}>
          {t("success")}
        </p>
      )}
      {outcome === "error" && (
        <p role="alert" className={`${styles.notice} ${styles.failure}`}>
          {failure ? failureText(failure) : t("failed")}
        </p>
      )}
      <div className={styles.grid}>
        {FIELDS.map((name) => (
          <FormField
            key={name}
            {...register(name)}
            label={t(name)}
            required
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            error={errorText(errors[name])}
            wide={name === "address"}
          />
        ))}
        <FormField
          {...register("messageDescription")}
          label={t("messageDescription")}
          required
          multiline
          wide
          error={errorText(errors.messageDescription)}
        />
        <SubmitButton isSubmitting={isSubmitting}>{isSubmitting ? t("submitting") : t("submit")}</SubmitButton>
      </div>
    </form>
  );
}
