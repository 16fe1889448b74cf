"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { TextLink } from "@/components/ui/links";
import { useServerErrors } from "@/components/ui/server-errors";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { AuthDone } from "./auth-done";
import { AuthForm } from "./auth-form";

// The registration mail's link opens this page; its button confirms. Opening
// the page alone does not, so a mail scanner that follows every link (and
// may run its scripts) confirms nobody's address.
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isDone, setIsDone] = useState(false);
  // The server refused the link itself (used or expired), as opposed to a
  // lost connection or too many attempts, which trying again may cure.
  const [isLinkRefused, setIsLinkRefused] = useState(false);
  // The token is in the link, not in a field: its refusal is said above the button.
  const describeError = useServerErrors(() => undefined, { formFields: [] });

  // A broken or refused link (used, or older than its week) is no dead end:
  // a password link proves the address too, and an approval without a
  // confirmed address mails a link to choose a password anyway.
  const wayForward = (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t("confirmExpiredHelp")}
      </Typography>
      <TextLink href="/auth/jwt/forgot-password" variant="body2">
        {t("confirmByPasswordLink")}
      </TextLink>
    </Stack>
  );

  if (!token) {
    return (
      <Stack spacing={3}>
        <Alert severity="error">{t("confirmLinkBroken")}</Alert>
        {wayForward}
      </Stack>
    );
  }
  if (isDone) {
    return <AuthDone title={t("confirmDoneTitle")} text={t("confirmDoneText")} actionLabel={t("backHome")} href="/" />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    setIsLinkRefused(false);
    setIsSending(true);
    try {
      // Spaces in the token (a '+' mangled on the way) become '+' again, as on the reset page.
      await apiFetch("/api/auth/confirmEmail", { body: { token: token.replace(/ /g, "+") } });
      setIsDone(true);
    } catch (error) {
      setServerError(describeError(error));
      setIsLinkRefused(error instanceof ApiError && error.fields?.token !== undefined);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <AuthForm
      title={t("confirmTitle")}
      intro={t("confirmIntro")}
      error={serverError}
      onSubmit={onSubmit}
      footer={isLinkRefused ? wayForward : undefined}
    >
      <Button type="submit" variant="contained" size="large" disabled={isSending}>
        {isSending ? t("confirming") : t("confirmAction")}
      </Button>
    </AuthForm>
  );
}
