import "server-only";
import { AppError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { publicUserSelect, type PublicUser } from "./public-user";
import { V } from "@/lib/validation/messages";

export type AuthenticateUserOptions = { email: string; password: string };

const WRONG_CREDENTIALS = V.wrongCredentials;

const STATUS_REFUSALS = {
  pending: V.accountPending,
  banned: V.accountBanned,
  rejected: V.accountRejected,
} as const;

// Hashed once, lazily: verifying against it for unknown e-mails makes their
// answer take as long as a wrong password, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

export async function authenticateUser({
  email,
  password,
}: AuthenticateUserOptions): Promise<PublicUser & { tokenVersion: number }> {
  const found = await db.user.findUnique({
    where: { email },
    select: { ...publicUserSelect, passwordHash: true, tokenVersion: true },
  });
  if (!found) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    throw new AppError("UNAUTHORIZED", WRONG_CREDENTIALS);
  }
  const { passwordHash, ...user } = found;
  if (!(await verifyPassword(passwordHash, password))) throw new AppError("UNAUTHORIZED", WRONG_CREDENTIALS);
  // The status is told only to someone who knows the password.
  if (user.status !== "active") throw new AppError("FORBIDDEN", STATUS_REFUSALS[user.status]);
  return user;
}
