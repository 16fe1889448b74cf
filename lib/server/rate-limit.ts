import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import { clientAddress } from "@/lib/server/net/client-address";
import { sweepExpiredRows } from "@/lib/server/sweep";

export type Limit = { limit: number; windowSeconds: number };
export type HitResult = { isAllowed: boolean; count: number; retryAfterSeconds: number };

// Fixed-window counter kept in the database, so that every app instance
// sees the same count. One upsert per hit; a window that has run out is
// restarted by a conditional update, so two racing requests cannot both
// restart it. Each row carries the end of its window, and ended windows are
// swept away (lib/server/sweep.ts) so the table does not grow for ever.
export async function hit(key: string, { limit, windowSeconds }: Limit, now = Date.now()): Promise<HitResult> {
  const windowMs = windowSeconds * 1000;
  const fresh = { count: 1, windowStart: BigInt(now), expiresAt: BigInt(now + windowMs) };
  let bucket = await db.rateLimitBucket.upsert({
    where: { key },
    create: { key, ...fresh },
    update: { count: { increment: 1 } },
  });
  if (Number(bucket.windowStart) + windowMs <= now) {
    const restarted = await db.rateLimitBucket.updateMany({
      where: { key, windowStart: bucket.windowStart },
      data: fresh,
    });
    bucket =
      restarted.count === 1
        ? { ...bucket, ...fresh }
        : await db.rateLimitBucket.update({ where: { key }, data: { count: { increment: 1 } } });
  }
  await sweepExpiredRows(now);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(bucket.windowStart) + windowMs - now) / 1000));
  return { isAllowed: bucket.count <= limit, count: bucket.count, retryAfterSeconds };
}

export type RequestLimits = {
  scope: string;
  perIp: Limit;
  perAccount?: Limit & { account: string };
};

// Counts this request against the caller's address and, where given, the
// account it is about; over either limit it answers 429 with Retry-After.
export async function limitRequest(req: Request, { scope, perIp, perAccount }: RequestLimits): Promise<void> {
  const results = await Promise.all([
    hit(`${scope}:ip:${clientAddress(req)}`, perIp),
    perAccount ? hit(`${scope}:account:${perAccount.account.toLowerCase()}`, perAccount) : undefined,
  ]);
  const refused = results.filter((result): result is HitResult => result !== undefined && !result.isAllowed);
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
} as const;
