import { ApiError } from "./api-client";
import { uuidv4 } from "./uuid";

// What a public form (a callback, a franchise request) tells the visitor when
// sending failed for a reason they cannot fix in the form, as a key of the
// `Errors` namespace: no connection, trouble on the server, or too many
// attempts, with the wait when the answer gave one (issue #16). The form
// keeps what was typed, so each says it can simply be sent again. Null for
// any other refusal (a 4xx answer), which the form shows its own way.
export type SendFailure =
  { key: "sendOffline" | "sendServer" | "sendTooManyLater" } | { key: "sendTooMany"; values: { minutes: number } };

export function sendFailure(error: unknown): SendFailure | null {
  if (!(error instanceof ApiError) || error.isNetworkError) return { key: "sendOffline" };
  if (error.status >= 500) return { key: "sendServer" };
  if (error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined
    ? { key: "sendTooManyLater" }
    : { key: "sendTooMany", values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
}

// A refusal of the id the form made: an earlier send with this id was stored
// (its answer was lost) and the visitor has since changed their e-mail. What
// they send now is a request of its own and needs a new id.
export function isIdTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && Boolean(error.fields?.id);
}

// Sends a public form under its id. When that id turns out to be taken (see
// isIdTaken), sends once more under a new one, which `onNewId` hands to the
// form so that a retry after this send reuses it.
export async function sendUnderId(
  id: string,
  send: (id: string) => Promise<unknown>,
  onNewId: (id: string) => void,
): Promise<void> {
  try {
    await send(id);
  } catch (error) {
    if (!isIdTaken(error)) throw error;
    const freshId = uuidv4();
    onNewId(freshId);
    await send(freshId);
  }
}
