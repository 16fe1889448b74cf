import type { ZodError } from "zod";
import en from "@/messages/en.json";
import { AppError, type FieldErrors } from "./errors";

const texts: Record<string, string> = en.Validation;

// Turns a ZodError into a 400 that names every bad field, in English.
export function fieldErrorsOf(error: ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
    fields[path] ??= texts[issue.message] ?? issue.message;
  }
  return fields;
}

export function validationError(error: ZodError, prefix?: string): AppError {
  const fields = fieldErrorsOf(error, prefix);
  const names = Object.keys(fields).join(", ");
  return new AppError("BAD_REQUEST", `Invalid input: ${names}`, { fields });
}
