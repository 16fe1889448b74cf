"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/client/api-client";

type AuthFormProps = {
  title: string;
  intro?: ReactNode;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer?: ReactNode;
};

// The frame shared by the login, register, forgot and reset forms.
export function AuthForm({ title, intro, error, onSubmit, children, footer }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
      {footer && (
        <Stack spacing={1} sx={{ mt: 3 }}>
          {footer}
        </Stack>
      )}
    </form>
  );
}

// Turns a failed call into what the form shows: errors on the fields the
// server named, and one message for the rest.
export function useSubmitErrorHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldMap: Record<string, Path<T>> = {},
) {
  const t = useTranslations("Auth");
  return (error: unknown): string => {
    if (!(error instanceof ApiError) || error.isNetworkError) return t("networkError");
    if (error.status === 429) return t("tooManyAttempts");
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      setError(fieldMap[name] ?? (name as Path<T>), { type: "server", message });
    }
    return error.message;
  };
}
