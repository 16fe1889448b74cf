import { getEnv } from "@/lib/env";

// The site's public origin, from APP_URL (required in production). Links in
// e-mails and redirects are built from it and from nothing the request says:
// Host and X-Forwarded-* are chosen by whoever sends the request, and a reset
// link built from them can be pointed at another site.
export function publicOrigin(): string {
  return getEnv().APP_ORIGIN;
}

// An absolute address on this site, for e-mails and redirects.
export function publicUrl(pathAndQuery: string): URL {
  if (!pathAndQuery.startsWith("/") || pathAndQuery.startsWith("//")) {
    throw new Error(`publicUrl expects a path on this site, got ${JSON.stringify(pathAndQuery)}`);
  }
  return new URL(pathAndQuery, publicOrigin());
}

// A state-changing request that authenticates with the cookie must come from
// this site's own pages; otherwise another site could make a signed-in
// visitor's browser act on their behalf (cross-site request forgery). Browsers
// send Origin with such requests (Referer as a fallback); it must be the
// configured public origin.
export function isSameOrigin(req: Request): boolean {
  const expected = publicOrigin();
  const origin = req.headers.get("origin");
  if (origin) return origin === expected;
  const referer = req.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}

// A browser request sent from another site's page: it names an origin
// (browsers send Origin with every cross-site POST) that is not ours.
// Calls without Origin and Referer (scripts, apps) are not browsers acting
// for someone else, and are not refused by this check.
export function isFromAnotherSite(req: Request): boolean {
  return (req.headers.has("origin") || req.headers.has("referer")) && !isSameOrigin(req);
}
