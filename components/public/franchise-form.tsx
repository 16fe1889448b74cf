"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { apiFetch, ApiError } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { sendUnderId, sendFailure, type SendFailure } from "@/lib/client/send-failure";
import { uuidv4 } from "@/lib/client/uuid";
import type { ZCreateFranchise } from "@/lib/validation/franchise";
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

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-labelledby="franchise-form-title">
      <Typography id="franchise-form-title" variant="h2" sx={{ mb: 2 }}>
        {t("formTitle")}
      </Typography>
      {isIncomplete && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t("fillAll")}
        </Alert>
      )}
      {outcome === "success" && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t("success")}
        </Alert>
      )}
      {outcome === "error" && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure ? failureText(failure) : t("failed")}
        </Alert>
      )}
      <Grid container spacing={2}>
        {FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: name === "address" ? 12 : 6 }}>
            <TextField
              {...register(name)}
              label={t(name)}
              required
              error={Boolean(errors[name])}
              helperText={errorText(errors[name])}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <TextField
            {...register("messageDescription")}
            label={t("messageDescription")}
            required
            multiline
            minRows={3}
            error={Boolean(errors.messageDescription)}
            helperText={errorText(errors.messageDescription)}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? t("submitting") : t("submit")}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
