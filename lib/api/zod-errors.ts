import type { ZodError } from "zod";
import { AppError, type FieldErrors } from "./errors";

// Turns a ZodError into a 400 that names every bad field. The messages are
// the schemas' keys (lib/validation/messages.ts); errorResponse() puts them
// into the caller's language.
export function fieldErrorsOf(error: ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError, prefix?: string): AppError {
  const fields = fieldErrorsOf(error, prefix);
  const names = Object.keys(fields).join(", ");
  return new AppError("BAD_REQUEST", `Invalid input: ${names}`, { fields });
}
