import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";

// Online backup and restore of the SQLite database (npm run db:backup,
// npm run db:restore; docs/operations.md). No "server-only": the scripts run
// outside Next.

// A consistent copy made while the app serves: VACUUM INTO reads one snapshot
// of the database (under WAL, writers carry on meanwhile and none of their
// later commits is half in it) and writes it compacted to a new file, named
// by the time it was taken. The copy is checked before its name is answered.
export function backupSqlite(sourceFile: string, targetDir: string, now = new Date()): string {
  if (!fs.existsSync(sourceFile)) throw new Error(`There is no database at ${sourceFile} to back up.`);
  fs.mkdirSync(targetDir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  const base = path.basename(sourceFile).replace(/\.db$/, "");
  let target = path.join(targetDir, `${base}-${stamp}.db`);
  for (let n = 2; fs.existsSync(target); n += 1) target = path.join(targetDir, `${base}-${stamp}-${n}.db`);
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    source.prepare("VACUUM INTO ?").run(target);
  } finally {
    source.close();
  }
  const problem = checkBackup(target);
  if (problem) {
    fs.rmSync(target, { force: true });
    throw new Error(`The backup failed its check: ${problem}`);
  }
  return target;
}

// Puts a backup in place of an empty (or missing) database. It refuses to
// overwrite one that holds tables: a restore never destroys data by mistake.
// The caller applies the migrations afterwards, so a backup taken by an
// older version comes back up to date.
export function restoreSqlite(backupFile: string, targetFile: string): void {
  if (!fs.existsSync(backupFile)) throw new Error(`There is no backup at ${backupFile}.`);
  const problem = checkBackup(backupFile);
  if (problem) throw new Error(`${backupFile} is not a usable backup: ${problem}`);
  if (fs.existsSync(targetFile)) {
    const target = new Database(targetFile, { readonly: true });
    const tables = target.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'`).get() as {
      n: number;
    };
    target.close();
    if (tables.n > 0) {
      throw new Error(
        `${targetFile} already holds a database: a restore goes into an empty one. ` +
          `Stop the app and move that file (and its -wal and -shm files) away first.`,
      );
    }
  }
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const partial = `${targetFile}.restoring`;
  fs.copyFileSync(backupFile, partial);
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(targetFile + suffix, { force: true });
  fs.renameSync(partial, targetFile);
}

// null when the file is a sound SQLite database made by this app's migrations.
export function checkBackup(file: string): string | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") return `integrity check: ${String(integrity)}`;
    const migrations = db
      .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`)
      .get() as { n: number };
    return migrations.n === 1 ? null : "it holds no migrated database of this app";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

// DATABASE_URL (file:…) as a path.
export function sqliteFile(url: string): string {
  if (!url.startsWith("file:")) throw new Error(`DATABASE_URL must be a SQLite file (file:…) for this command.`);
  return path.resolve(url.slice("file:".length));
}
