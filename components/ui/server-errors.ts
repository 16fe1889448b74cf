"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { formFailure, isOnFields } from "@/lib/client/form-failure";

export type ServerErrorOptions<T extends FieldValues> = {
  // API field names that the form shows under another name.
  fieldMap?: Record<string, Path<T>>;
  // The fields the form shows (a nested name counts by its first part:
  // "items" covers "items.0.quantity"); by default, every field named.
  formFields?: readonly string[];
};

// The one way a form turns a failed call into what it shows (every form of
// the product uses it): the server's field errors go onto the fields of the
// form (under another name where `fieldMap` says so), and one message is
// returned for the rest (lib/client/form-failure.ts): no connection, too
// many attempts, "correct the highlighted fields" with any field errors the
// form has no field for, or the server's own sentence. `isOnFields` says
// whether all of it is on the fields (it is over once they are put right).
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  { fieldMap, formFields }: ServerErrorOptions<T> = {},
) {
  const t = useTranslations("Errors");
  return (error: unknown): { message: string; isOnFields: boolean } => {
    const failure = formFailure(error, (name, message) => {
      const field = fieldMap?.[name] ?? (name as Path<T>);
      if (formFields && !formFields.includes(field) && !formFields.includes(field.split(".")[0]!)) return false;
      setError(field, { type: "server", message });
      return true;
    });
    const message =
      "text" in failure
        ? failure.text
        : failure.key === "checkFields"
          ? [t("checkFields"), ...failure.unplaced].join(" ")
          : failure.key === "tooManyAttemptsIn"
            ? t("tooManyAttemptsIn", { minutes: failure.minutes })
            : t(failure.key);
    return { message, isOnFields: isOnFields(failure) };
  };
}

// The message alone, for forms that show it until their next submit.
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, options?: ServerErrorOptions<T>) {
  const describe = useFormFailure(setError, options);
  return (error: unknown): string => describe(error).message;
}
