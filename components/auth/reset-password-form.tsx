"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { ButtonLink, TextLink } from "@/components/ui/links";
import { apiFetch } from "@/lib/client/api-client";
import { clearSession } from "@/lib/client/session-storage";
import { ZResetPassword } from "@/lib/validation/auth";
import { AuthDone } from "./auth-done";
import { useServerErrors } from "@/components/ui/server-errors";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./password-field";

type Values = z.input<typeof ZResetPassword>;

export function ResetPasswordForm({
  email,
  token,
  isInvitation = false,
}: {
  email: string;
  token: string;
  isInvitation?: boolean;
}) {
  const t = useTranslations("Auth");
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZResetPassword>>({
    resolver: zodResolver(ZResetPassword),
    // Spaces in the token (a '+' mangled on the way) become '+' again (spec §5).
    defaultValues: { email, token: token.replace(/ /g, "+"), password: "", confirmPassword: "" },
  });
  // The e-mail and token come from the link, not from fields: a refusal of
  // either (an expired link) is said above the form.
  const describeError = useServerErrors(setError, { formFields: ["password", "confirmPassword"] });

  if (!email || !token) {
    return (
      <Stack spacing={3}>
        <Alert severity="error">{t("resetLinkBroken")}</Alert>
        <ButtonLink href="/auth/jwt/forgot-password" variant="contained">
          {t("requestNewLink")}
        </ButtonLink>
      </Stack>
    );
  }
  if (isDone) {
    return (
      <AuthDone
        title={t(isInvitation ? "inviteDoneTitle" : "resetDoneTitle")}
        text={t(isInvitation ? "inviteDoneText" : "resetDoneText")}
        actionLabel={t("signIn")}
        href="/auth/jwt/login"
      />
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await apiFetch("/api/auth/resetPassword", { body: values });
      // Every session of this account has just ended, this tab's included.
      clearSession();
      setIsDone(true);
    } catch (error) {
      setServerError(describeError(error));
    }
  });

  return (
    <AuthForm
      title={t(isInvitation ? "inviteTitle" : "resetTitle")}
      intro={t(isInvitation ? "inviteIntro" : "resetIntro", { email })}
      error={serverError ?? errorText(errors.token) ?? null}
      onSubmit={onSubmit}
      footer={<TextLink href="/auth/jwt/forgot-password">{t("requestNewLink")}</TextLink>}
    >
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        {...register("password")}
        label={t("newPassword")}
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={errorText(errors.password) ?? t("passwordHint")}
      />
      <PasswordField
        {...register("confirmPassword")}
        label={t("confirmPassword")}
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmPassword)}
        helperText={errorText(errors.confirmPassword)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t("savingPassword") : t("savePassword")}
      </Button>
    </AuthForm>
  );
}
