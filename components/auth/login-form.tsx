"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useFieldErrorText } from "@/components/ui/field-error";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { storeSession } from "@/lib/client/session-storage";
import { ZLogin } from "@/lib/validation/auth";
import type { PublicUser } from "@/lib/server/users/public-user";

const ZLoginForm = ZLogin.pick({ password: true }).extend({ email: ZLogin.shape.username });
type LoginResponse = { accessToken: string; expiresAt: number; user: PublicUser };

export function LoginForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations("Auth");
  const errorText = useFieldErrorText();
  const [isPasswordShown, setIsPasswordShown] = useState(false);
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
      if (error instanceof ApiError && error.fields?.username)
        setError("email", { type: "server", message: error.fields.username });
      if (error instanceof ApiError && error.fields?.password)
        setError("password", { type: "server", message: error.fields.password });
      setServerError(error instanceof ApiError && !error.isNetworkError ? error.message : t("networkError"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1 }}>
        {t("loginTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("loginIntro")}
      </Typography>
      <Stack spacing={2.5}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <TextField
          {...register("email")}
          label={t("email")}
          type="email"
          autoComplete="username"
          required
          error={Boolean(errors.email)}
          helperText={errorText(errors.email)}
        />
        <TextField
          {...register("password")}
          label={t("password")}
          type={isPasswordShown ? "text" : "password"}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={errorText(errors.password)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setIsPasswordShown((shown) => !shown)}
                    edge="end"
                    aria-label={isPasswordShown ? t("hidePassword") : t("showPassword")}
                  >
                    {isPasswordShown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || isRedirecting}>
          {isSubmitting ? t("signingIn") : t("signIn")}
        </Button>
      </Stack>
    </form>
  );
}
