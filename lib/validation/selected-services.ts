// Selected services are appended to the message after this line (spec §3).
// Kept apart from the schemas so the browser can use it without loading zod.
export const SELECTED_ITEMS_PREFIX = "Selected Items: ";

export function withSelectedServices(message: string | undefined, services: readonly string[]): string | undefined {
  if (services.length === 0) return message;
  const line = `${SELECTED_ITEMS_PREFIX}${services.join(", ")}`;
  return message ? `${message}\n${line}` : line;
}

// The other way: the visitor's own message and the services they picked,
// for the office's screens (chips) and the job a conversion creates.
export function splitSelectedServices(message: string | null | undefined): { message: string; services: string[] } {
  const lines = (message ?? "").split("\n");
  const index = lines.findLastIndex((line) => line.startsWith(SELECTED_ITEMS_PREFIX));
  if (index === -1) return { message: message ?? "", services: [] };
  const services = lines[index]!.slice(SELECTED_ITEMS_PREFIX.length)
    .split(",")
    .map((service) => service.trim())
    .filter(Boolean);
  return {
    message: lines
      .filter((_, i) => i !== index)
      .join("\n")
      .trim(),
    services,
  };
}
