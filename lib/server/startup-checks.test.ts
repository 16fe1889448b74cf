import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/scripts/postgres-server";
import { startupProblems } from "./startup-checks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const migrated = path.join(dir, "ok.db");
const db = new Database(migrated);
db.exec(`CREATE TABLE "_prisma_migrations" (id TEXT PRIMARY KEY)`);
db.close();

const good = {
  DATABASE_URL: `file:${migrated}`,
  UPLOAD_DIR: path.join(dir, "uploads"),
  MAIL_DIR: path.join(dir, "mail"),
  SMTP_URL: undefined,
};
// A path under a regular file cannot be created, whoever runs the test (root too).
const plain = path.join(dir, "plain-file");
fs.writeFileSync(plain, "");
const blocked = path.join(plain, "sub");

describe("startup checks", () => {
  it("find nothing wrong with a migrated database and writable folders, which they create", async () => {
    expect(await startupProblems(good)).toEqual([]);
    expect(fs.statSync(good.UPLOAD_DIR).isDirectory()).toBe(true);
    expect(fs.readdirSync(good.UPLOAD_DIR)).toEqual([]);
  });

  it.each([
    [
      "mysql://app:secret@db.example.ie/app",
      /^DATABASE_URL must be a SQLite file .* or a PostgreSQL server .*app:\*\*\*@db/,
    ],
    [`file:${path.join(dir, "missing.db")}`, /^DATABASE_URL: no database at .*missing\.db; run `npm run db:migrate`/],
    [`file:${blocked}`, /^DATABASE_URL: no database at /],
  ])("name DATABASE_URL when it is %s", async (url, line) => {
    const problems = await startupProblems({ ...good, DATABASE_URL: url });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
    expect(problems[0]).not.toContain("secret");
  });

  it("names DATABASE_URL, without its password, when no PostgreSQL server listens there", async () => {
    const port = await freePort();
    const problems = await startupProblems({ ...good, DATABASE_URL: `postgresql://app:secret@127.0.0.1:${port}/app` });
    expect(problems).toEqual([`DATABASE_URL: cannot reach the PostgreSQL server at 127.0.0.1:${port} (ECONNREFUSED).`]);
  });

  it("names DATABASE_URL when the file is not a migrated database", async () => {
    const empty = path.join(dir, "empty.db");
    new Database(empty).close();
    expect(await startupProblems({ ...good, DATABASE_URL: `file:${empty}` })).toEqual([
      `DATABASE_URL: ${empty} holds no migrated database; run \`npm run db:migrate\`.`,
    ]);
    const junk = path.join(dir, "junk.db");
    fs.writeFileSync(junk, "not a database at all, just text that is long enough to be read as a header");
    expect((await startupProblems({ ...good, DATABASE_URL: `file:${junk}` }))[0]).toMatch(
      /^DATABASE_URL: cannot use the SQLite database at .*junk\.db \(file is not a database\)/,
    );
  });

  it("names each folder it cannot write to, on one line each", async () => {
    expect(await startupProblems({ ...good, UPLOAD_DIR: blocked, MAIL_DIR: blocked })).toEqual([
      `UPLOAD_DIR: cannot write to ${blocked} (ENOTDIR).`,
      `MAIL_DIR: cannot write to ${blocked} (ENOTDIR).`,
    ]);
  });

  it("does not need a mail folder when mail goes to an SMTP server", async () => {
    expect(await startupProblems({ ...good, MAIL_DIR: blocked, SMTP_URL: "smtp://mail.example.ie" })).toEqual([]);
  });
});
