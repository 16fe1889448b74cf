"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { TextLink } from "@/components/ui/links";
import { apiFetch } from "@/lib/client/api-client";
import { ZRegisterForm } from "@/lib/validation/auth";
import { AuthDone } from "./auth-done";
import { useServerErrors } from "@/components/ui/server-errors";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./password-field";

type Values = z.input<typeof ZRegisterForm>;

export function RegisterForm() {
  const t = useTranslations("Auth");
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZRegisterForm>>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const describeError = useServerErrors(setError);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await apiFetch("/api/auth/register", { body: { ...values, domainName: window.location.hostname } });
      setIsDone(true);
    } catch (error) {
      setServerError(describeError(error));
    }
  });

  if (isDone) {
    return (
      <AuthDone
        title={t("registeredTitle")}
        text={t("registeredText")}
        actionLabel={t("backToLogin")}
        href="/auth/jwt/login"
      />
    );
  }

  const field = (name: keyof Values) => ({
    ...register(name),
    required: true,
    error: Boolean(errors[name]),
    helperText: errorText(errors[name]),
  });

  return (
    <AuthForm
      title={t("registerTitle")}
      intro={t("registerIntro")}
      error={serverError}
      onSubmit={onSubmit}
      footer={
        <Typography variant="body2">
          {t("haveAccount")} <TextLink href="/auth/jwt/login">{t("signInLink")}</TextLink>
        </Typography>
      }
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("firstName")} label={t("firstName")} autoComplete="given-name" />
        <TextField {...field("lastName")} label={t("lastName")} autoComplete="family-name" />
      </Stack>
      <TextField {...field("email")} label={t("email")} type="email" autoComplete="email" />
      <PasswordField
        {...field("password")}
        label={t("password")}
        autoComplete="new-password"
        helperText={errorText(errors.password) ?? t("passwordHint")}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t("creatingAccount") : t("createAccount")}
      </Button>
    </AuthForm>
  );
}
