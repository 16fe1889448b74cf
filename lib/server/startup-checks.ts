import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "@/lib/env";

// What the server checks before it serves (instrumentation-node.ts): each
// problem is one line naming the variable to fix, and any problem stops the
// start with a non-zero exit, instead of a first request failing later.
export function startupProblems(env: Pick<Env, "DATABASE_URL" | "UPLOAD_DIR" | "MAIL_DIR" | "SMTP_URL">): string[] {
  const problems = [databaseProblem(env.DATABASE_URL), directoryProblem("UPLOAD_DIR", env.UPLOAD_DIR)];
  // Without an SMTP server, mail is written to MAIL_DIR.
  if (!env.SMTP_URL) problems.push(directoryProblem("MAIL_DIR", env.MAIL_DIR));
  return problems.filter((problem): problem is string => problem !== null);
}

function databaseProblem(url: string): string | null {
  if (!url.startsWith("file:")) {
    return `DATABASE_URL must be a SQLite file (file:./storage/app.db); "${redacted(url)}" is not one.`;
  }
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
