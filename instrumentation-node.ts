import { getEnv } from "./lib/env";

// A bad configuration (for example no AUTH_SECRET in production) stops the
// server at start with a clear message, instead of failing on first use.
try {
  getEnv();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
