"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { TextLink } from "@/components/ui/links";
import { apiFetch } from "@/lib/client/api-client";
import { storeSession } from "@/lib/client/session-storage";
import { ZLogin } from "@/lib/validation/auth";
import type { PublicUser } from "@/lib/server/users/public-user";
import { useServerErrors } from "@/components/ui/server-errors";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./password-field";

const ZLoginForm = ZLogin.pick({ password: true }).extend({ email: ZLogin.shape.username });
type LoginResponse = { accessToken: string; expiresAt: number; user: PublicUser };

export function LoginForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations("Auth");
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZLoginForm>, unknown, z.output<typeof ZLoginForm>>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: "", password: "" },
  });
  const describeError = useServerErrors(setError, { fieldMap: { username: "email" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const result = await apiFetch<LoginResponse>("/api/auth/login", {
        body: { username: email, password, domainName: window.location.hostname },
      });
      storeSession(result);
      setIsRedirecting(true);
      // A full navigation, so the server renders the dashboard with the new cookie.
      window.location.assign(returnTo);
    } catch (error) {
      setServerError(describeError(error));
    }
  });

  return (
    <AuthForm
      title={t("loginTitle")}
      intro={t("loginIntro")}
      error={serverError}
      onSubmit={onSubmit}
      footer={
        <Typography variant="body2">
          {t("noAccount")} <TextLink href="/auth/jwt/register">{t("createOne")}</TextLink>
        </Typography>
      }
    >
      <TextField
        {...register("email")}
        label={t("email")}
        type="email"
        autoComplete="username"
        required
        error={Boolean(errors.email)}
        helperText={errorText(errors.email)}
      />
      <PasswordField
        {...register("password")}
        label={t("password")}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errorText(errors.password)}
      />
      <TextLink href="/auth/jwt/forgot-password" variant="body2" sx={{ alignSelf: "flex-end" }}>
        {t("forgotLink")}
      </TextLink>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting || isRedirecting}>
        {isSubmitting ? t("signingIn") : t("signIn")}
      </Button>
    </AuthForm>
  );
}
