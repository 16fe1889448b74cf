// Selected services are appended to the message after this line (spec §3).
// Kept apart from the schemas so the browser can use it without loading zod.
export const SELECTED_ITEMS_PREFIX = "Selected Items: ";

export function withSelectedServices(message: string | undefined, services: readonly string[]): string | undefined {
  if (services.length === 0) return message;
  const line = `${SELECTED_ITEMS_PREFIX}${services.join(", ")}`;
  return message ? `${message}\n${line}` : line;
}
