"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { ApiError } from "@/lib/client/api-client";

// Runs a change that is not a form (a status picked in a panel, a resend, a
// bulk ban) and says how it went in a toast: the success message, or the
// server's reason, or that the server could not be reached. Answers the
// change's result, or undefined when it failed.
export function useAction() {
  const notify = useToast();
  const t = useTranslations("Errors");
  return useCallback(
    async <T>(change: () => Promise<T>, successMessage?: string): Promise<T | undefined> => {
      try {
        const result = await change();
        if (successMessage) notify(successMessage, "success");
        return result;
      } catch (error) {
        notify(error instanceof ApiError && !error.isNetworkError ? error.message : t("network"), "error");
        return undefined;
      }
    },
    [notify, t],
  );
}
