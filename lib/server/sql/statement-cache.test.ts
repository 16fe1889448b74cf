import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlQuery } from "@prisma/driver-adapter-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepingPreparedStatements } from "./statement-cache";

// SQLite only (vitest.config.mts): the cache sits between Prisma's SQLite adapter and better-sqlite3.
const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0))
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

async function connect() {
  const file = path.join(process.env.TEST_RUN_DIR!, `cache-${randomUUID()}.db`);
  files.push(file);
  const adapter = await keepingPreparedStatements(new PrismaBetterSQLite3({ url: `file:${file}` })).connect();
  const driver = (adapter as unknown as { client: Database.Database }).client;
  return { adapter, driver };
}

const q = (sql: string, args: (string | number)[] = []): SqlQuery => ({
  sql,
  args,
  argTypes: args.map((arg) => ({ scalarType: typeof arg === "number" ? "int" : "string", arity: "scalar" })),
});

describe("kept prepared statements", () => {
  it("compile a statement once, and answer each call with its own arguments", async () => {
    const compile = vi.spyOn(Database.prototype, "prepare");
    const { adapter, driver } = await connect();
    await adapter.executeScript(`CREATE TABLE "T" ("id" INTEGER PRIMARY KEY, "name" TEXT)`);
    compile.mockClear();
    for (const [id, name] of [
      [1, "a"],
      [2, "b"],
      [3, "c"],
    ] as const) {
      expect(await adapter.executeRaw(q(`INSERT INTO "T" ("id", "name") VALUES (?, ?)`, [id, name]))).toBe(1);
    }
    const read = async (id: number) => (await adapter.queryRaw(q(`SELECT "name" FROM "T" WHERE "id" = ?`, [id]))).rows;
    expect(await read(2)).toEqual([["b"]]);
    expect(await read(3)).toEqual([["c"]]);
    expect(await read(9)).toEqual([]);
    // One compile per statement text, however often it ran.
    expect(compile.mock.calls.map(([sql]) => sql)).toEqual([
      `INSERT INTO "T" ("id", "name") VALUES (?, ?)`,
      `SELECT "name" FROM "T" WHERE "id" = ?`,
    ]);
    compile.mockRestore();
    const result = await adapter.queryRaw(q(`SELECT "id", "name" FROM "T" ORDER BY "id"`));
    expect(result.columnNames).toEqual(["id", "name"]);
    // The adapter answers 64-bit integers as text.
    expect(result.rows).toEqual([
      ["1", "a"],
      ["2", "b"],
      ["3", "c"],
    ]);
    driver.close();
  });

  it("still answer after the schema changed, and inside a transaction", async () => {
    const { adapter, driver } = await connect();
    await adapter.executeScript(`CREATE TABLE "T" ("id" INTEGER PRIMARY KEY)`);
    await adapter.executeRaw(q(`INSERT INTO "T" ("id") VALUES (?)`, [1]));
    const all = `SELECT * FROM "T"`;
    expect((await adapter.queryRaw(q(all))).columnNames).toEqual(["id"]);
    await adapter.executeScript(`ALTER TABLE "T" ADD COLUMN "note" TEXT DEFAULT 'x'`);
    expect((await adapter.queryRaw(q(all))).rows).toEqual([["1", "x"]]);
    const tx = await adapter.startTransaction();
    await tx.executeRaw(q(`INSERT INTO "T" ("id") VALUES (?)`, [2]));
    await tx.executeRaw(q("ROLLBACK"));
    await tx.rollback();
    expect((await adapter.queryRaw(q(`SELECT count(*) FROM "T"`))).rows).toEqual([["1"]]);
    driver.close();
  });
});
