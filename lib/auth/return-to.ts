export const DEFAULT_RETURN_TO = "/dashboard/app";

// Only paths on this site are accepted as a place to return to after login,
// so the login page cannot be used as an open redirect.
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return DEFAULT_RETURN_TO;
  }
  const base = "http://return-to.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return DEFAULT_RETURN_TO;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_RETURN_TO;
  }
}
