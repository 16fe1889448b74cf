import "server-only";
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// 32 random bytes in standard base64: the '+' it may contain is why the reset
// page turns spaces back into '+' (spec §5). Only the SHA-256 is stored.
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64");
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
