import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Env } from "@/lib/env";
import { engineOf, type Engine } from "@/lib/server/sql/engine";

// What the server checks before it serves (instrumentation-node.ts): each
// problem is one line naming the variable to fix, and any problem stops the
// start with a non-zero exit, instead of a first request failing later.
export async function startupProblems(
  env: Pick<Env, "DATABASE_URL" | "UPLOAD_DIR" | "MAIL_DIR" | "SMTP_URL">,
): Promise<string[]> {
  const problems = [await databaseProblem(env.DATABASE_URL), directoryProblem("UPLOAD_DIR", env.UPLOAD_DIR)];
  // Without an SMTP server, mail is written to MAIL_DIR.
  if (!env.SMTP_URL) problems.push(directoryProblem("MAIL_DIR", env.MAIL_DIR));
  return problems.filter((problem): problem is string => problem !== null);
}

async function databaseProblem(url: string): Promise<string | null> {
  let engine: Engine;
  try {
    engine = engineOf(url);
  } catch {
    return (
      `DATABASE_URL must be a SQLite file (file:./storage/app.db) or a PostgreSQL server ` +
      `(postgresql://user:password@host:5432/app); "${redacted(url)}" is neither.`
    );
  }
  if (engine === "postgresql") return postgresProblem(url);
  const file = path.resolve(url.slice("file:".length));
  let connection: Database.Database | undefined;
  try {
    connection = new Database(file, { fileMustExist: true });
    const migrated = connection
      .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`)
      .get() as { n: number };
    if (migrated.n === 0) return `DATABASE_URL: ${file} holds no migrated database; run \`npm run db:migrate\`.`;
    // A write lock taken and given back: the file and its folder are writable.
    connection.exec("BEGIN IMMEDIATE; ROLLBACK");
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!fs.existsSync(file)) return `DATABASE_URL: no database at ${file}; run \`npm run db:migrate\` to create it.`;
    return `DATABASE_URL: cannot use the SQLite database at ${file} (${reason}).`;
  } finally {
    connection?.close();
  }
}

// The server answers within a few seconds and the database holds Prisma's
// migrations table. Whether the tables are current is db:migrate's business.
async function postgresProblem(url: string): Promise<string | null> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return `DATABASE_URL: "${redacted(url)}" is not a valid postgresql:// address.`;
  }
  const server = `${address.hostname}:${address.port || 5432}`;
  const database = decodeURIComponent(address.pathname.slice(1));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
  client.on("error", () => {}); // a connection lost mid-check fails the query below instead
  try {
    await client.connect();
    const { rows } = await client.query<{ found: boolean }>(
      `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS found`,
    );
    if (!rows[0]?.found) {
      return `DATABASE_URL: the PostgreSQL database "${database}" at ${server} was never migrated; run \`npm run db:migrate\`.`;
    }
    return null;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === "3D000") {
      return `DATABASE_URL: there is no database "${database}" on the PostgreSQL server at ${server}; create it, then run \`npm run db:migrate\`.`;
    }
    if (code === "28P01" || code === "28000") {
      return `DATABASE_URL: the PostgreSQL server at ${server} refused the login (${message}).`;
    }
    // Network failures carry Node's code (ECONNREFUSED, ENOTFOUND); a
    // server that never answers, pg's timeout message.
    const reason = code && /^E[A-Z]+$/.test(code) ? code : /timeout/i.test(message ?? "") ? "no answer in 5 s" : null;
    if (reason) return `DATABASE_URL: cannot reach the PostgreSQL server at ${server} (${reason}).`;
    return `DATABASE_URL: cannot use the PostgreSQL database "${database}" at ${server} (${message ?? String(error)}).`;
  } finally {
    await client.end().catch(() => {});
  }
}

function directoryProblem(name: string, dir: string): string | null {
  const absolute = path.resolve(dir);
  try {
    fs.mkdirSync(absolute, { recursive: true });
    const probe = path.join(absolute, `.write-check-${randomUUID()}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
    return null;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return `${name}: cannot write to ${absolute} (${reason}).`;
  }
}

// A URL's password never reaches the log.
function redacted(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@");
}
