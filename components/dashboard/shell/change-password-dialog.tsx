"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useServerErrors } from "@/components/ui/server-errors";
import { PasswordField } from "@/components/auth/password-field";
import { useFieldErrorText } from "@/components/ui/field-error";
import { apiFetch } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { storeSession } from "@/lib/client/session-storage";
import type { ZChangePassword } from "@/lib/validation/auth";
import { useToast } from "./toasts";

type Values = z.input<typeof ZChangePassword>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };
// Every dashboard page has this dialog, closed: the schema (and zod) load when it opens.
const validation = lazyZodResolver<Values, z.output<typeof ZChangePassword>>(() =>
  import("@/lib/validation/auth").then((m) => m.ZChangePassword),
);

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslations("Dashboard");
  const common = useTranslations("Common");
  const errorText = useFieldErrorText();
  const notify = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (isOpen) void validation.preload();
  }, [isOpen]);
  const describeError = useServerErrors(setError);
  const { errors, isSubmitting } = formState;

  function close() {
    reset(EMPTY);
    setServerError(null);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await apiFetch<{ accessToken: string; expiresAt: number }>("/api/auth/changePassword", {
        body: values,
      });
      // The server ended every other session and gave this one a new token.
      storeSession({ ...result, user: JSON.parse(sessionStorage.getItem("user") ?? "null") });
      notify(t("passwordChanged"), "success");
      close();
    } catch (error) {
      setServerError(describeError(error));
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <PasswordField
      {...register(name)}
      label={label}
      autoComplete={autoComplete}
      required
      error={Boolean(errors[name])}
      helperText={errorText(errors[name])}
    />
  );

  return (
    <Dialog open={isOpen} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">{t("changePassword")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {field("currentPassword", t("currentPassword"), "current-password")}
            {field("newPassword", t("newPassword"), "new-password")}
            {field("confirmPassword", t("confirmPassword"), "new-password")}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{common("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {common("save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
