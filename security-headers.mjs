// Security headers sent with every response. next.config.mjs sends them on
// every path; middleware.ts replaces the Content-Security-Policy of the
// dashboard and auth pages with a per-request one (see docs/security.md).

// The Content-Security-Policy. With a nonce (pages rendered per request),
// scripts run only when they carry it, and what they load ('strict-dynamic'):
// an injected <script> or inline handler does not. Without one (pages
// pre-rendered at build time, identical for every visitor), Next's inline
// bootstrap scripts cannot be named in advance, so inline scripts stay
// allowed there; those pages show no user-supplied content.
export function contentSecurityPolicy({ isProduction, frameOrigins = [], nonce }) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  // React's development build evaluates code for its debugging aids.
  if (!isProduction) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // MUI (Emotion) writes its styles into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isProduction ? "" : " ws:"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(" ") : "'none'"}`,
  ].join("; ");
}

export function securityHeaders({ isProduction, frameOrigins = [] }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ isProduction, frameOrigins }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), payment=(), geolocation=(self)" },
    ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

// The one frame origin allowed: the franchise page's map.
export function frameOrigins() {
  return [new URL(process.env.NEXT_PUBLIC_MAP_EMBED_URL ?? "https://www.openstreetmap.org").origin];
}
