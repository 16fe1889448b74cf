import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
      // next-intl's formatter hands `cn` and `en` to Intl as they are (Chinese dates came out in
      // English, English ones American); lib/i18n/use-formatter.ts formats with the page's BCP 47 tag.
      "no-restricted-imports": [
        "error",
        {
          paths: [
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
