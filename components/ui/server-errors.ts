"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/client/api-client";

// The one way a form turns a failed call into what it shows (every form of
// the product uses it): the server's field errors go onto the fields of the
// form (under another name where `fieldMap` says so), and one message is
// returned for the rest — no connection, too many attempts, or the server's
// own sentence, with any field errors the form has no field for.
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: { fieldMap?: Record<string, Path<T>>; formFields?: readonly string[] } = {},
) {
  const t = useTranslations("Errors");
  return (error: unknown): string => {
    if (!(error instanceof ApiError) || error.isNetworkError) return t("network");
    if (error.status === 429) return t("tooManyAttempts");
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      const field = options.fieldMap?.[name] ?? (name as Path<T>);
      if (options.formFields && !options.formFields.includes(field)) unplaced.push(message);
      else setError(field, { type: "server", message });
    }
    return [error.message, ...unplaced].join(" ");
  };
}
