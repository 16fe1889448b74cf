import { ApiError } from "./api-client";

// What a form shows after a failed call. A 400 that names fields the form
// shows is put right on those fields: the summary is then one sentence of
// the `Errors` namespace ("checkFields"), never the server's top-level
// message, which names fields for API callers ("Invalid input: clientId").
// Field messages the form has no field for are said in the summary, as they
// came (in the page's language).
export type FormFailure =
  | { key: "network" | "tooManyAttempts" }
  // Refused for a while: the minutes until it may be tried again (from Retry-After).
  | { key: "tooManyAttemptsIn"; minutes: number }
  | { key: "checkFields"; unplaced: string[] }
  | { text: string };

// `place` puts one field message on the form and answers whether the form shows that field.
export function formFailure(error: unknown, place: (name: string, message: string) => boolean): FormFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) return { key: "network" };
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds ? { key: "tooManyAttemptsIn", minutes: Math.ceil(seconds / 60) } : { key: "tooManyAttempts" };
  }
  const fields = Object.entries(error.fields ?? {});
  const unplaced = fields.filter(([name, message]) => !place(name, message)).map(([, message]) => message);
  const hasPlaced = unplaced.length < fields.length;
  if (error.status === 400 && hasPlaced) return { key: "checkFields", unplaced };
  if (error.status === 400 && unplaced.length > 0) return { text: unplaced.join(" ") };
  return { text: [error.message, ...unplaced].join(" ") };
}

// Whether all a failure said is on the form's fields: it is over once they are put right.
export const isOnFields = (failure: FormFailure): boolean => "unplaced" in failure && failure.unplaced.length === 0;
