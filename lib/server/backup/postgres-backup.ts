import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { postgresBinDir } from "../../../scripts/postgres-server";

// Online backup and restore of a PostgreSQL database (npm run db:backup,
// npm run db:restore; docs/operations.md), with PostgreSQL's own tools. The
// SQLite counterpart is ./sqlite-backup.ts. No "server-only": the scripts run
// outside Next.

// pg_dump reads every table in one snapshot (a repeatable-read transaction),
// so the app carries on writing and the archive holds exactly the commits
// made before it started. The custom format is compressed and is what
// pg_restore reads. The archive is written under a temporary name, checked,
// then renamed: a cron job cleaning up `*.dump` never sees half a file.
export async function backupPostgres(url: string, targetDir: string, now = new Date()): Promise<string> {
  fs.mkdirSync(targetDir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  const base = databaseOf(url);
  let target = path.join(targetDir, `${base}-${stamp}.dump`);
  for (let n = 2; fs.existsSync(target); n += 1) target = path.join(targetDir, `${base}-${stamp}-${n}.dump`);
  const partial = `${target}.partial`;
  try {
    await pgTool("pg_dump", ["--format=custom", `--file=${partial}`], url);
    const problem = await checkPostgresBackup(partial);
    if (problem) throw new Error(`The backup failed its check: ${problem}`);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

// Loads a backup into an empty database, in one transaction: it refuses one
// that holds tables (a restore never destroys data by mistake), and a failure
// half way leaves the target as empty as it was. Objects are created as the
// user of DATABASE_URL, whoever owned them where the backup was taken. The
// caller applies the migrations afterwards, so a backup taken by an older
// version comes back up to date.
export async function restorePostgres(backupFile: string, url: string): Promise<void> {
  if (!fs.existsSync(backupFile)) throw new Error(`There is no backup at ${backupFile}.`);
  const problem = await checkPostgresBackup(backupFile);
  if (problem) throw new Error(`${backupFile} is not a usable backup: ${problem}`);
  const tables = await tableCount(url);
  if (tables > 0) {
    throw new Error(
      `The ${where(url)} already holds ${tables} table(s): a restore goes into an empty one. ` +
        `Stop the app and drop or rename that database first, or point DATABASE_URL at a new one.`,
    );
  }
  await pgTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", backupFile],
    url,
  );
}

// null when the file is a pg_dump archive holding this app's migrations table.
export async function checkPostgresBackup(file: string): Promise<string | null> {
  try {
    const list = await pgTool("pg_restore", ["--list", file]);
    return /^\d+; \d+ \d+ TABLE \S+ _prisma_migrations /m.test(list)
      ? null
      : "it holds no migrated database of this app";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// The tables outside PostgreSQL's own schemas, counted from the catalog
// (information_schema would hide the ones this user may not read). Any other
// object in the way makes pg_restore fail, and its transaction undo it all.
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a dropped connection fails the query below instead
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'f')
         AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'`,
    );
    return rows[0]!.n;
  } catch (error) {
    if ((error as { code?: string }).code === "3D000") {
      throw new Error(`There is no ${where(url)}: create it (empty) first, e.g. createdb ${databaseOf(url)}.`);
    }
    throw new Error(`Cannot use the ${where(url)}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

// Runs one of PostgreSQL's client tools, from the newest installed version
// (pg_dump must be at least the server's version) or else from PATH. The
// password goes in PGPASSWORD, not on the command line where `ps` shows it.
// Answers stdout; throws the tool's first error line.
function pgTool(tool: "pg_dump" | "pg_restore", args: string[], url?: string): Promise<string> {
  const binDir = postgresBinDir();
  const file = binDir && fs.existsSync(path.join(binDir, tool)) ? path.join(binDir, tool) : tool;
  const env = { ...process.env };
  if (url) {
    const address = new URL(url);
    if (address.password) env.PGPASSWORD = decodeURIComponent(address.password);
    address.password = "";
    args = [`--dbname=${address.toString()}`, ...args];
  }
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        return reject(
          new Error(`${tool} not found: install PostgreSQL's client tools (postgresql-client) or set PG_BIN_DIR.`),
        );
      }
      const line = stderr.split("\n").find((text) => /error:/.test(text)) ?? stderr.split("\n")[0] ?? "";
      reject(new Error(`${tool} failed: ${line.replace(/^\S+: error: /, "").trim() || error.message}`));
    });
  });
}

function databaseOf(url: string): string {
  const address = new URL(url);
  return decodeURIComponent(address.pathname.slice(1)) || decodeURIComponent(address.username) || "postgres";
}

// `database "app" at db.example.ie:5432`, never the password.
function where(url: string): string {
  const address = new URL(url);
  return `database "${databaseOf(url)}" at ${address.hostname}:${address.port || 5432}`;
}
