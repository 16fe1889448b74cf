import { getEnv } from "@/lib/env";

// The origins this site answers on: the request's own, the Host the browser
// used (possibly through a proxy) and APP_URL.
export function siteOrigins(req: Request): Set<string> {
  const url = new URL(req.url);
  const allowed = new Set([url.origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  const appUrl = getEnv().APP_URL;
  if (appUrl) allowed.add(new URL(appUrl).origin);
  return allowed;
}

// The origin links in e-mails should point at.
export function publicOrigin(req: Request): string {
  const appUrl = getEnv().APP_URL;
  if (appUrl) return new URL(appUrl).origin;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const url = new URL(req.url);
  return host ? `${req.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "")}://${host}` : url.origin;
}

// A state-changing request that authenticates with the cookie must come from
// this site's own pages; otherwise another site could make a signed-in
// visitor's browser act on their behalf (cross-site request forgery).
export function isSameOrigin(req: Request): boolean {
  const allowed = siteOrigins(req);
  const origin = req.headers.get("origin");
  if (origin) return allowed.has(origin);
  const referer = req.headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}
