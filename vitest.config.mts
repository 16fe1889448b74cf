import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // The real package throws outside React Server Components; the rule it
      // enforces (no server code in the browser bundle) is Next's business.
      "server-only": path.join(root, "tests/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    // next-intl imports "next/server" without an extension, which Node's ESM
    // resolver refuses; letting Vite bundle it resolves the import.
    server: { deps: { inline: ["next-intl"] } },
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**"],
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
    },
  },
});
