import { ApiError } from "@/lib/client/api-client";

// The text of a refused change: the field's reason (a clash names the other
// shift) before the general message.
export function refusalText(error: unknown, networkText: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return networkText;
  const fieldText = error.fields && Object.values(error.fields)[0];
  return fieldText || error.message;
}
