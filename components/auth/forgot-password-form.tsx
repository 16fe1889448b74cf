"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { TextLink } from "@/components/ui/links";
import { apiFetch } from "@/lib/client/api-client";
import { ZForgotPassword } from "@/lib/validation/auth";
import { AuthDone } from "./auth-done";
import { useServerErrors } from "@/components/ui/server-errors";
import { AuthForm } from "./auth-form";

const ZForm = ZForgotPassword.pick({ email: true });

// `resetPageUrl` is this site's reset page in the visitor's language; the
// server only honours it because it points at this site.
export function ForgotPasswordForm({ resetPagePath }: { resetPagePath: string }) {
  const t = useTranslations("Auth");
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { email: "" },
  });
  const describeError = useServerErrors(setError);

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await apiFetch("/api/auth/forgotPassword", {
        body: { email, resetPasswordUrl: window.location.origin + resetPagePath },
      });
      setSentTo(email);
    } catch (error) {
      setServerError(describeError(error));
    }
  });

  if (sentTo) {
    return (
      <AuthDone
        title={t("forgotSentTitle")}
        text={t("forgotSentText", { email: sentTo })}
        actionLabel={t("backToLogin")}
        href="/auth/jwt/login"
      />
    );
  }

  return (
    <AuthForm
      title={t("forgotTitle")}
      intro={t("forgotIntro")}
      error={serverError}
      onSubmit={onSubmit}
      footer={<TextLink href="/auth/jwt/login">{t("backToLogin")}</TextLink>}
    >
      <TextField
        {...register("email")}
        label={t("email")}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errorText(errors.email)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t("sendingLink") : t("sendLink")}
      </Button>
    </AuthForm>
  );
}
