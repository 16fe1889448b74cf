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
import { apiFetch } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { ZCreateFranchise } from "@/lib/validation/franchise";

type Values = z.input<typeof ZCreateFranchise>;
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
// nothing; after a successful request it empties itself.
export function FranchiseForm() {
  const t = useTranslations("Franchise");
  const errorText = useFieldErrorText();
  const [outcome, setOutcome] = useState<"success" | "error" | null>(null);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const { register, handleSubmit, reset, getValues, formState } = useForm<
    Values,
    unknown,
    z.output<typeof ZCreateFranchise>
  >({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await apiFetch("/api/franchise/createFranchise", { body: values });
      reset(EMPTY);
      setOutcome("success");
    } catch {
      setOutcome("error");
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
          {t("failed")}
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
