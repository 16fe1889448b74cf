// One page of every public page type (spec §2), for the render and a11y runs.
export const PAGE_TYPES = [
  "/",
  "/about",
  "/contact",
  "/franchise",
  "/blog",
  "/services",
  "/services/house-cleaning",
  "/career",
  "/terms-and-conditions",
  "/areascovered",
  "/locations/dublin",
  "/locate",
  "/403",
  "/500",
] as const;

export const NOT_FOUND_PATH = "/no-such-page";

export function localized(locale: string, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
