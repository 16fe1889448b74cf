import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";

export type Limit = { limit: number; windowSeconds: number };
export type HitResult = { isAllowed: boolean; count: number; retryAfterSeconds: number };

// Fixed-window counter kept in the database, so that every app instance
// sees the same count. One upsert per hit; a window that has run out is
// restarted by a conditional update, so two racing requests cannot both
// restart it.
export async function hit(key: string, { limit, windowSeconds }: Limit, now = Date.now()): Promise<HitResult> {
  const windowMs = windowSeconds * 1000;
  let bucket = await db.rateLimitBucket.upsert({
    where: { key },
    create: { key, count: 1, windowStart: BigInt(now) },
    update: { count: { increment: 1 } },
  });
  if (Number(bucket.windowStart) + windowMs <= now) {
    const restarted = await db.rateLimitBucket.updateMany({
      where: { key, windowStart: bucket.windowStart },
      data: { count: 1, windowStart: BigInt(now) },
    });
    bucket =
      restarted.count === 1
        ? { ...bucket, count: 1, windowStart: BigInt(now) }
        : await db.rateLimitBucket.update({ where: { key }, data: { count: { increment: 1 } } });
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(bucket.windowStart) + windowMs - now) / 1000));
  return { isAllowed: bucket.count <= limit, count: bucket.count, retryAfterSeconds };
}

// The address of the caller. Behind a proxy this is the first address of
// X-Forwarded-For, so the proxy must set that header itself (README).
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip")?.trim() || "unknown";
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
    hit(`${scope}:ip:${clientIp(req)}`, perIp),
    perAccount ? hit(`${scope}:account:${perAccount.account.toLowerCase()}`, perAccount) : undefined,
  ]);
  const refused = results.filter((result): result is HitResult => result !== undefined && !result.isAllowed);
  if (refused.length > 0) {
    const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
    throw new AppError("TOO_MANY_REQUESTS", `Too many attempts. Please try again in ${formatWait(retryAfter)}.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

// Failed attempts only: the count goes up when the caller reports a failure,
// and a request is refused once the failures of the window reach the limit.
// Used per account on login, so that an office logging in all day is never
// locked out, while guessing at one account stops after a few tries.
export async function assertFailuresUnderLimit(
  key: string,
  { limit, windowSeconds }: Limit,
  now = Date.now(),
): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  const windowEnd = bucket ? Number(bucket.windowStart) + windowSeconds * 1000 : 0;
  if (bucket && windowEnd > now && bucket.count >= limit) {
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new AppError("TOO_MANY_REQUESTS", `Too many attempts. Please try again in ${formatWait(retryAfter)}.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

export async function recordFailure(key: string, limit: Limit, now = Date.now()): Promise<void> {
  await hit(key, limit, now);
}

function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

// The limits of spec-facing public calls, in one place.
export const LIMITS = {
  login: { perIp: { limit: 30, windowSeconds: 15 * 60 }, failuresPerAccount: { limit: 10, windowSeconds: 15 * 60 } },
  register: { perIp: { limit: 10, windowSeconds: 60 * 60 } },
  forgotPassword: { perIp: { limit: 10, windowSeconds: 60 * 60 }, perAccount: { limit: 3, windowSeconds: 60 * 60 } },
  resetPassword: { perIp: { limit: 20, windowSeconds: 60 * 60 } },
  enquiry: { perIp: { limit: 20, windowSeconds: 60 * 60 }, perAccount: { limit: 5, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, { perIp: Limit; perAccount?: Limit; failuresPerAccount?: Limit }>;
