import { z } from "zod";

// Environment, validated once (house style §13). `instrumentation.ts` calls
// getEnv() at server start so a bad configuration stops the server at once.

const DEV_SECRET = "development-only-secret-do-not-use-in-production-0123456789";

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // file: → SQLite, postgresql:// → PostgreSQL (lib/server/sql/engine.ts).
  DATABASE_URL: z.string().min(1).default("file:./storage/dev.db"),
  // Connections each instance keeps open to PostgreSQL.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters long").optional(),
  AUTH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60 * 60 * 24 * 30)
    .default(60 * 60 * 8),
  // The site's public address (scheme, host, port). Every link the system
  // e-mails, every redirect, the cookie's Secure flag and the same-origin
  // check of cookie-authenticated writes use this, never the request's Host.
  APP_URL: z.url({ protocol: /^https?$/, error: "APP_URL must be an http(s) address" }).optional(),
  // How many proxies in front of the app append to X-Forwarded-For: 0 (default)
  // uses the socket's address; N uses the Nth entry from the right.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Mail: without SMTP_URL, messages are written as .eml files to MAIL_DIR.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Emerald Clean <no-reply@emeraldclean.ie>"),
  MAIL_DIR: z.string().min(1).default("storage/mail"),
  OFFICE_EMAIL: z.email().default("office@emeraldclean.ie"),
  // The hour (Irish time) on Monday from which the office's weekly digest is
  // sent (lib/server/overview/office-digest.ts); 0 makes it due all week.
  OFFICE_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  // The days after an invoice's due day on which a payment reminder goes by
  // itself (lib/server/invoices/auto-reminders.ts), in increasing order; the
  // reminders the office sent by hand count. "off" (or empty) sends none.
  INVOICE_REMINDER_DAYS: z
    .string()
    .default("7,21,35")
    .transform((text) => (/^\s*(off)?\s*$/i.test(text) ? [] : text.split(",").map((part) => Number(part.trim()))))
    .refine(
      (days) =>
        days.length <= 10 &&
        days.every((day, index) => Number.isInteger(day) && day >= 1 && day <= 365 && day > (days[index - 1] ?? 0)),
      "INVOICE_REMINDER_DAYS must be days after the due day in increasing order (1 to 365, at most 10), such as 7,21,35, or off",
    ),
  // Uploaded files (profile photos, job images, signatures, company logos).
  UPLOAD_DIR: z.string().min(1).default("storage/uploads"),
  // Address autocomplete (spec §7): without a key, a local list of Irish places answers.
  ADDRESS_API_URL: z.url().optional(),
  ADDRESS_API_KEY: z.string().min(1).optional(),
});

export type Env = Omit<z.infer<typeof ZEnv>, "AUTH_SECRET" | "APP_URL"> & {
  AUTH_SECRET: string;
  isDevSecret: boolean;
  // The origin of APP_URL ("https://www.example.ie"), without path or slash.
  APP_ORIGIN: string;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const { APP_URL, ...env } = parsed.data;
  // `next build` runs in production mode but serves nothing; the running server must be configured.
  const isServing = env.NODE_ENV === "production" && source.NEXT_PHASE !== "phase-production-build";
  if (isServing && !APP_URL) {
    throw new Error(
      "APP_URL is required in production: the public address of the site, for example " +
        "APP_URL=https://www.emeraldclean.ie. Links in e-mails and redirects are built from it.",
    );
  }
  const APP_ORIGIN = new URL(APP_URL ?? `http://localhost:${source.PORT || 3000}`).origin;
  if (env.AUTH_SECRET) return { ...env, APP_ORIGIN, AUTH_SECRET: env.AUTH_SECRET, isDevSecret: false };
  if (isServing) {
    throw new Error(
      "AUTH_SECRET is required in production. Set it to a random string of at least 32 characters, " +
        "for example: AUTH_SECRET=$(openssl rand -base64 48)",
    );
  }
  return { ...env, APP_ORIGIN, AUTH_SECRET: DEV_SECRET, isDevSecret: true };
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    if (cached.isDevSecret) {
      console.warn("[env] AUTH_SECRET is not set: using the built-in development secret.");
    }
  }
  return cached;
}
