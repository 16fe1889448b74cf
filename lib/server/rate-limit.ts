import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import { clientAddress } from "@/lib/server/net/client-address";
import { sqlWrite } from "@/lib/server/sql/sql";
import { sweepExpiredRows } from "@/lib/server/sweep";

export type Limit = { limit: number; windowSeconds: number };
export type HitResult = { isAllowed: boolean; count: number; retryAfterSeconds: number };

// Fixed-window counters kept in the database, so that every app instance
// sees the same count. All of a request's counters move in one statement: an
// upsert that starts a key's window, counts a hit in it, or restarts it when
// it has ended (its expiresAt passed), and answers the counts. One statement
// is atomic, so two racing requests can neither both restart a window nor
// lose a hit. Ended windows are swept away (lib/server/sweep.ts) so the table
// does not grow for ever.
export async function hitAll(hits: readonly { key: string; limit: Limit }[], now = Date.now()): Promise<HitResult[]> {
  const at = new Date(now);
  const [upserted] = await sqlWrite([
    {
      returnsRows: true,
      text: `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "createdAt", "updatedAt")
     VALUES ${hits.map(() => "(?, 1, ?, ?, ?, ?)").join(", ")}
     ON CONFLICT ("key") DO UPDATE SET
       "count" = CASE WHEN "RateLimitBucket"."expiresAt" <= excluded."windowStart" THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
       "windowStart" = CASE WHEN "RateLimitBucket"."expiresAt" <= excluded."windowStart" THEN excluded."windowStart" ELSE "RateLimitBucket"."windowStart" END,
       "expiresAt" = CASE WHEN "RateLimitBucket"."expiresAt" <= excluded."windowStart" THEN excluded."expiresAt" ELSE "RateLimitBucket"."expiresAt" END,
       "updatedAt" = excluded."updatedAt"
     RETURNING "key", "count", "expiresAt"`,
      args: hits.flatMap(({ key, limit }) => [key, BigInt(now), BigInt(now + limit.windowSeconds * 1000), at, at]),
    },
  ]);
  await sweepExpiredRows(now);
  const byKey = new Map(upserted!.rows.map((row) => [row.key as string, row]));
  return hits.map(({ key, limit }) => {
    const row = byKey.get(key)!;
    const count = Number(row.count);
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.expiresAt) - now) / 1000));
    return { isAllowed: count <= limit.limit, count, retryAfterSeconds };
  });
}

export async function hit(key: string, limit: Limit, now = Date.now()): Promise<HitResult> {
  const [result] = await hitAll([{ key, limit }], now);
  return result!;
}

export type RequestLimits = {
  scope: string;
  perIp: Limit;
  perAccount?: Limit & { account: string };
};

// Counts this request against the caller's address and, where given, the
// account it is about; over either limit it answers 429 with Retry-After.
export async function limitRequest(req: Request, { scope, perIp, perAccount }: RequestLimits): Promise<void> {
  const results = await hitAll([
    { key: `${scope}:ip:${clientAddress(req)}`, limit: perIp },
    ...(perAccount ? [{ key: `${scope}:account:${perAccount.account.toLowerCase()}`, limit: perAccount }] : []),
  ]);
  const refused = results.filter((result) => !result.isAllowed);
  if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}

// Failed attempts only: the count goes up when the caller reports a failure
// (recordFailure), and a request is refused once the failures of the window
// reach the limit. Answers the seconds until the window ends, or 0 when the
// key is under its limit.
export async function failureWait(key: string, { limit }: Limit, now = Date.now()): Promise<number> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || Number(bucket.expiresAt) <= now || bucket.count < limit) return 0;
  return Math.max(1, Math.ceil((Number(bucket.expiresAt) - now) / 1000));
}

export async function recordFailure(key: string, limit: Limit, now = Date.now()): Promise<void> {
  await hit(key, limit, now);
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError("TOO_MANY_REQUESTS", `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

// The limits of spec-facing public calls, in one place.
export const LIMITS = {
  login: {
    // Every attempt from one address, right or wrong.
    perIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
    // Wrong passwords for one account from one address.
    failuresPerAccountAndIp: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
    // Wrong passwords for one account from devices that never signed in to it:
    // past this, only a known device (lib/server/auth/device-cookie.ts) gets in.
    failuresPerAccount: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
    // Wrong passwords from one known device: past this, it is a stranger again.
    failuresPerDevice: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  changePassword: {
    perIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
    perAccount: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  register: { perIp: { limit: 10, windowSeconds: HOUR }, perAccount: { limit: 3, windowSeconds: HOUR } },
  forgotPassword: { perIp: { limit: 10, windowSeconds: HOUR }, perAccount: { limit: 3, windowSeconds: HOUR } },
  resetPassword: { perIp: { limit: 20, windowSeconds: HOUR } },
  enquiry: { perIp: { limit: 20, windowSeconds: HOUR }, perAccount: { limit: 5, windowSeconds: HOUR } },
  // Files (photos, certificates, company images) from a signed-in account: far
  // above an office taking on a new team in an afternoon, low enough that no
  // account fills the upload disk at 5 MB a request.
  upload: { perIp: { limit: 300, windowSeconds: HOUR }, perAccount: { limit: 150, windowSeconds: HOUR } },
} as const;

// A signed-in account's uploads, counted before the file is read.
export function limitUpload(req: Request, accountId: string): Promise<void> {
  return limitRequest(req, {
    scope: "upload",
    perIp: LIMITS.upload.perIp,
    perAccount: { ...LIMITS.upload.perAccount, account: accountId },
  });
}
