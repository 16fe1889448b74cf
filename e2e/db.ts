import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { E2E_ENV } from "../scripts/e2e-env";

// Direct access to the e2e database, for what a test must arrange that the
// UI does not offer yet (an administrator activating an account).
export function e2eDb() {
  return new Database(E2E_ENV.DATABASE_URL.replace(/^file:/, ""), { timeout: 5000 });
}

// A demo or test user's id, by e-mail.
export function userIdOf(email: string): string {
  const db = e2eDb();
  try {
    return (db.prepare('SELECT id FROM "User" WHERE email = ?').get(email) as { id: string }).id;
  } finally {
    db.close();
  }
}

export function setUserStatus(email: string, status: "active" | "pending" | "banned") {
  const db = e2eDb();
  try {
    db.prepare('UPDATE "User" SET status = ? WHERE email = ?').run(status, email);
  } finally {
    db.close();
  }
}

// A server-side session row, as login makes one (lib/server/auth/sessions.ts),
// for tests that sign a token of their own.
export function createSessionRow(userId: string, expiresAtSeconds: number): string {
  const id = `e2e-${randomUUID()}`;
  const db = e2eDb();
  try {
    db.prepare('INSERT INTO "Session" (id, userId, expiresAt) VALUES (?, ?, ?)').run(
      id,
      userId,
      new Date(expiresAtSeconds * 1000).toISOString(),
    );
  } finally {
    db.close();
  }
  return id;
}

// The newest mail to `to` in the e2e mail folder, decoded enough to read links;
// with `containing`, the newest one that contains it (waiting for it to arrive).
export async function readLatestMail(to: string, timeoutMs = 10_000, containing?: string): Promise<string> {
  const dir = E2E_ENV.MAIL_DIR;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.includes(to))
          .sort()
      : [];
    const decoded = files
      .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
      .map((raw) =>
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .filter((mail) => !containing || mail.includes(containing));
    const latest = decoded.at(-1);
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
