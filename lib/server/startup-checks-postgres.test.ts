import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engineOf } from "@/lib/server/sql/engine";
import { onServer, withDatabase } from "@/tests/global-setup";
import { startupProblems } from "./startup-checks";

// The PostgreSQL run only (npm run test:pg): these cases need a server. The
// unreachable server is in ./startup-checks.test.ts, which runs in both.
const live = process.env.DATABASE_URL!;
if (engineOf(live) !== "postgresql") {
  throw new Error("startup-checks-postgres.test.ts runs against PostgreSQL only (test:pg).");
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-pg-"));
const empty = `empty_${randomUUID().replace(/-/g, "")}`;
afterAll(async () => {
  await onServer(live, `DROP DATABASE IF EXISTS "${empty}" WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

const good = {
  DATABASE_URL: live,
  UPLOAD_DIR: path.join(dir, "uploads"),
  MAIL_DIR: path.join(dir, "mail"),
  SMTP_URL: undefined,
};
// The test server trusts loopback, so a password is accepted and ignored.
function withPassword(database: string): string {
  const url = new URL(withDatabase(live, database));
  url.password = "secret";
  return url.toString();
}
const server = new URL(live).host;

describe("startup checks on PostgreSQL", () => {
  it("find nothing wrong with a migrated database", async () => {
    expect(await startupProblems(good)).toEqual([]);
  });

  it("name DATABASE_URL, without its password, when the database is missing", async () => {
    expect(await startupProblems({ ...good, DATABASE_URL: withPassword("no_such_database") })).toEqual([
      `DATABASE_URL: there is no database "no_such_database" on the PostgreSQL server at ${server}; ` +
        "create it, then run `npm run db:migrate`.",
    ]);
  });

  it("name DATABASE_URL when the database was never migrated", async () => {
    await onServer(live, `CREATE DATABASE "${empty}"`);
    expect(await startupProblems({ ...good, DATABASE_URL: withPassword(empty) })).toEqual([
      `DATABASE_URL: the PostgreSQL database "${empty}" at ${server} was never migrated; run \`npm run db:migrate\`.`,
    ]);
  });
});
