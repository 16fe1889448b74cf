import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { engineOf } from "../lib/server/sql/engine";
import { E2E_ENV } from "../scripts/e2e-env";

// Direct access to the e2e database, for what a test must arrange or check
// that the UI does not offer (an administrator activating an account, the
// rows a form stored), on the engine E2E_ENV.DATABASE_URL names: the SQLite
// file (better-sqlite3) or the PostgreSQL database (pg). One connection per
// call, closed after it.
//
// The SQL is written once for both: `?` placeholders (made $1..$n for pg)
// and double-quoted table and column names (PostgreSQL folds unquoted ones
// to lower case, and "User" is a keyword there). What comes back reads the
// same on both engines: counts as numbers, JSON columns as their text,
// timestamps as ISO text (give them to new Date()). Booleans differ (SQLite
// stores 0 and 1): compare them through Boolean().
export type E2eArg = string | number | bigint | null;

export async function e2eQuery<T = Record<string, unknown>>(sql: string, args: E2eArg[] = []): Promise<T[]> {
  const url = E2E_ENV.DATABASE_URL;
  if (engineOf(url) === "sqlite") {
    const db = new Database(url.replace(/^file:/, ""), { timeout: 5000 });
    try {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...args) as T[];
      statement.run(...args);
      return [];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url, types: { getTypeParser } });
  await client.connect();
  try {
    return (await client.query(numberedPlaceholders(sql), args)).rows as T[];
  } finally {
    await client.end();
  }
}

// The first row, or undefined.
export async function e2eQueryOne<T = Record<string, unknown>>(
  sql: string,
  args: E2eArg[] = [],
): Promise<T | undefined> {
  return (await e2eQuery<T>(sql, args))[0];
}

// `?` to $1, $2, ... outside quoted strings and names.
function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => (token === "?" ? `$${(n += 1)}` : token));
}

const INT8 = 20;
const JSON_OIDS = new Set([114, 3802]);
const TIMESTAMP = 1114;

// pg's parsers, but for the types that would otherwise read differently from SQLite.
function getTypeParser(oid: number, format?: "text" | "binary"): (value: string) => unknown {
  if (oid === INT8) return Number;
  if (JSON_OIDS.has(oid)) return (value) => value;
  // timestamp(3) without a zone holds UTC (as Prisma writes it); pg would read it as local time.
  if (oid === TIMESTAMP) return (value) => `${value.replace(" ", "T")}Z`;
  return pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown;
}

// A demo or test user's id, by e-mail.
export async function userIdOf(email: string): Promise<string> {
  const row = await e2eQueryOne<{ id: string }>('SELECT id FROM "User" WHERE email = ?', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function setUserStatus(email: string, status: "active" | "pending" | "banned"): Promise<void> {
  await e2eQuery('UPDATE "User" SET status = ? WHERE email = ?', [status, email]);
}

// A server-side session row, as login makes one (lib/server/auth/sessions.ts),
// for tests that sign a token of their own.
export async function createSessionRow(userId: string, expiresAtSeconds: number): Promise<string> {
  const id = `e2e-${randomUUID()}`;
  await e2eQuery('INSERT INTO "Session" (id, "userId", "expiresAt") VALUES (?, ?, ?)', [
    id,
    userId,
    new Date(expiresAtSeconds * 1000).toISOString(),
  ]);
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
