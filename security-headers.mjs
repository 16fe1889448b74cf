// Security headers sent with every response (next.config.mjs).
//
// Pages are pre-rendered, so a per-request nonce is not possible; inline
// scripts (Next's hydration data) and inline styles (Emotion) are allowed,
// and everything else is limited to this site. Third-party widgets added
// later (scheduling, map) must be listed here explicitly.
export function securityHeaders({ isProduction, frameOrigins = [] }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
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
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), payment=(), geolocation=(self)" },
    ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
