import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// next-intl's formatter hands `cn` and `en` to Intl as they are (Chinese dates came out in
// English, English ones American); lib/i18n/use-formatter.ts formats with the page's BCP 47 tag.
const formatterImports = [
  {
    name: "next-intl",
    importNames: ["useFormatter", "createFormatter"],
    message: "Use useFormatter from @/lib/i18n/use-formatter: it formats with the page's BCP 47 tag.",
  },
  {
    name: "next-intl/server",
    importNames: ["getFormatter"],
    message: "Use formatterFor from @/lib/i18n/use-formatter: it formats with the page's BCP 47 tag.",
  },
];

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      "storage/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Unused values named with a leading underscore are deliberate (destructuring to drop a field).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-restricted-imports": ["error", { paths: formatterImports }],
    },
  },
  {
    // The values screens show (states, event types, limits) stay free of zod, so a page
    // without a form does not load it (docs/dashboard.md, "States and labels").
    files: ["lib/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...formatterImports,
            { name: "zod", message: "lib/content/ holds plain values; schemas go in lib/validation/." },
          ],
          patterns: [
            {
              group: ["@/lib/validation/*"],
              message: "lib/content/ holds plain values; lib/validation/ imports them, not the other way.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "e2e/**", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["lib/i18n/use-formatter.ts", "lib/i18n/get-formatter.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
