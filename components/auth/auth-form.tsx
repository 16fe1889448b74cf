"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FormEventHandler, ReactNode } from "react";
import { Form } from "@/components/ui/form";

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
    <Form onSubmit={onSubmit}>
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
    </Form>
  );
}
