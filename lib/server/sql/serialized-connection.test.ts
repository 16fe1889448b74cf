import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { sql, sqlTransaction } from "./sql";
import { isBusy, Turns } from "./serialized-connection";

const bucket = (key: string) => ({ key, count: 1, windowStart: 0n, expiresAt: 0n });

describe("the shared SQLite connection", () => {
  it("keeps a write sent while another request's transaction is open out of that transaction", async () => {
    let reachedInside!: () => void;
    const inside = new Promise<void>((resolve) => (reachedInside = resolve));
    let letFail!: () => void;
    const failing = new Promise<void>((resolve) => (letFail = resolve));
    // Request A: a transaction that writes, waits, then fails and rolls back.
    const a = db
      .$transaction(async (tx) => {
        await tx.rateLimitBucket.create({ data: bucket("serial:a") });
        reachedInside();
        await failing;
        throw new Error("A fails");
      })
      .catch((error: Error) => error.message);
    await inside;
    // Request B, meanwhile: a single write of its own, through Prisma and by hand.
    const b = db.rateLimitBucket.create({ data: bucket("serial:b") });
    const c = sql().then((statements) =>
      statements.execute(
        `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)`,
        ["serial:c", new Date()],
      ),
    );
    letFail();
    expect(await a).toBe("A fails");
    await Promise.all([b, c]);
    const keys = await db.rateLimitBucket.findMany({
      where: { key: { startsWith: "serial:" } },
      select: { key: true },
    });
    expect(keys.map((row) => row.key).sort()).toEqual(["serial:b", "serial:c"]);
  });

  it("commits a hand-written transaction whole, or rolls it back whole", async () => {
    await sqlTransaction(async (tx) => {
      await tx.execute(
        `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)`,
        ["whole:1", new Date()],
      );
    });
    const failed = await sqlTransaction(async (tx) => {
      await tx.execute(
        `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)`,
        ["whole:2", new Date()],
      );
      throw new Error("second fails");
    }).catch((error: Error) => error.message);
    expect(failed).toBe("second fails");
    const rows = await (
      await sql()
    ).query<{ key: string; updatedAt: string }>(
      `SELECT "key", "updatedAt" FROM "RateLimitBucket" WHERE "key" LIKE 'whole:%'`,
    );
    expect(rows.map((row) => row.key)).toEqual(["whole:1"]);
    // A date bound by hand is stored as Prisma stores one, so Prisma reads it back.
    const read = await db.rateLimitBucket.findUniqueOrThrow({ where: { key: "whole:1" } });
    expect(read.updatedAt.toISOString().replace("Z", "+00:00")).toBe(rows[0]!.updatedAt);
  });

  it("queues transactions and statements in order of arrival", async () => {
    const turns = new Turns();
    const order: string[] = [];
    const first = await turns.take();
    expect(turns.isFree).toBe(false);
    const second = turns.take().then((release) => (order.push("second"), release));
    const third = turns.take().then((release) => (order.push("third"), release()));
    order.push("first");
    first();
    (await second)();
    await third;
    expect(order).toEqual(["first", "second", "third"]);
    expect(turns.isFree).toBe(true);
  });

  it("lets many requests write at once without losing one", async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(
      ids.map((id, i) =>
        i % 2 === 0
          ? db.$transaction(async (tx) => {
              await tx.rateLimitBucket.create({ data: bucket(`many:${id}`) });
            })
          : db.rateLimitBucket.create({ data: bucket(`many:${id}`) }),
      ),
    );
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "many:" } } })).toBe(40);
  });

  it("waits for another process's lock whichever way the driver reports it, never for a stale read", () => {
    const adapterError = (originalCode: string) =>
      Object.assign(new Error("SocketTimeout"), { cause: { originalCode } });
    const sqliteError = (code: string) => Object.assign(new Error("database is locked"), { code });
    expect(isBusy(adapterError("SQLITE_BUSY"))).toBe(true);
    expect(isBusy(sqliteError("SQLITE_BUSY_RECOVERY"))).toBe(true);
    expect(isBusy(sqliteError("SQLITE_BUSY_TIMEOUT"))).toBe(true);
    expect(isBusy(sqliteError("SQLITE_BUSY_SNAPSHOT"))).toBe(false);
    expect(isBusy(adapterError("SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isBusy(new Error("other"))).toBe(false);
    expect(isBusy(null)).toBe(false);
  });
});
