import createNextIntlPlugin from "next-intl/plugin";
import { frameOrigins, securityHeaders } from "./security-headers.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    // Messages are compiled at build time, so neither the server nor the
    // browser parses ICU syntax at run time, and the browser is spared the
    // ICU parser (intl-messageformat, ~40 kB).
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // bench/lighthouse.mjs builds a copy of its own elsewhere (NEXT_DIST_DIR), leaving .next alone.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // npm test type-checks the same tsconfig (npm run typecheck) before it
  // builds for the browser tests, and says so with BUILD_SKIP_TYPECHECK: the
  // build's second pass over the types would find nothing new (about 20 s).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Metadata (title, description, links) is always in <head>, as HTML
  // requires: Next would otherwise stream it into <body> for browsers on
  // pages rendered per request (auth, dashboard), which the W3C validator
  // (e2e/public/html-valid.spec.ts) and some crawlers refuse.
  htmlLimitedBots: /.*/,
  // Native modules stay outside the server bundle, and so does the PDF code
  // (pdfkit and fontkit read data files next to their own code).
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "pdfkit", "fontkit"],
  async headers() {
    // The franchise page embeds a map; its origin is the only frame allowed.
    const headers = securityHeaders({
      isProduction: process.env.NODE_ENV === "production",
      frameOrigins: frameOrigins(),
    });
    // Dashboard and auth pages get a per-request policy from middleware.ts
    // instead of this one (two policies would both apply).
    const perRequestPolicy = "(?:(?:fr|vi|cn|ar)/)?(?:dashboard|auth)(?:/|$)";
    return [
      { source: `/((?!${perRequestPolicy}).*)`, headers },
      {
        source: `/(${perRequestPolicy}.*)`,
        headers: headers.filter(({ key }) => key !== "Content-Security-Policy"),
      },
      // The illustrations (public/images) change rarely and are not
      // fingerprinted: a day fresh, then revalidated in the background.
      {
        source: "/images/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ];
  },
  experimental: {
    optimizePackageImports: ["@mui/material", "@mui/icons-material"],
    // The public pages' static stylesheets are small: inline them rather
    // than make the first paint wait for another request.
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);
