import "server-only";
import { db } from "@/lib/server/db";

const SWEEP_EVERY_MS = 60_000;
const KEEP_USED_RESET_TOKENS_MS = 24 * 60 * 60 * 1000;

let nextSweepAt = 0;

// Deletes rows that can no longer matter: rate-limit windows that have
// ended, sessions past their expiry, reset links used or expired a day ago.
// Runs at write time (from the rate limiter, which every public write goes
// through), at most once a minute per process; several instances sweeping at
// once only delete the same rows. Answers whether it ran.
export async function sweepExpiredRows(now = Date.now()): Promise<boolean> {
  if (now < nextSweepAt) return false;
  nextSweepAt = now + SWEEP_EVERY_MS;
  const dayAgo = new Date(now - KEEP_USED_RESET_TOKENS_MS);
  await db.$transaction([
    db.rateLimitBucket.deleteMany({ where: { expiresAt: { lte: BigInt(now) } } }),
    db.session.deleteMany({ where: { expiresAt: { lte: new Date(now) } } }),
    db.passwordResetToken.deleteMany({ where: { OR: [{ usedAt: { lt: dayAgo } }, { expiresAt: { lt: dayAgo } }] } }),
  ]);
  return true;
}
