import { describe, expect, it } from "vitest";
import { db, writerThread } from "@/lib/server/db";
import type { WriteStep } from "./writer-thread";

const insert = (key: string, createdAt = new Date()): WriteStep => ({
  text: `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "createdAt", "updatedAt")
         VALUES (?, 1, ?, ?, ?, ?)`,
  args: [key, 0n, BigInt(Date.now()), createdAt, createdAt],
});
const insertOnce = (key: string): WriteStep => ({
  ...insert(key),
  text: `${insert(key).text} ON CONFLICT ("key") DO NOTHING`,
});
const keysStartingWith = async (prefix: string) =>
  (await db.rateLimitBucket.findMany({ where: { key: { startsWith: prefix } }, select: { key: true } }))
    .map((row) => row.key)
    .sort();

describe("the SQLite writer thread", () => {
  const writer = writerThread()!;

  it("stores every one of many writes sent at once, and answers each", async () => {
    const keys = Array.from({ length: 300 }, (_, i) => `many:${String(i).padStart(3, "0")}`);
    const results = await Promise.all(keys.map((key) => writer.run([insert(key)])));
    expect(results.map(([first]) => first!.changes)).toEqual(keys.map(() => 1));
    expect(await keysStartingWith("many:")).toEqual(keys);
  });

  it("rolls back a write that fails, whole, and commits the others sent with it", async () => {
    await writer.run([insert("taken")]);
    const [before, failing, after] = await Promise.allSettled([
      writer.run([insert("group:before")]),
      // Its first statement succeeds; the second breaks the primary key.
      writer.run([insert("group:half"), insert("taken")]),
      writer.run([insert("group:after")]),
    ]);
    expect(before.status).toBe("fulfilled");
    expect(after.status).toBe("fulfilled");
    expect(failing.status).toBe("rejected");
    const error = (failing as PromiseRejectedResult).reason as Error & { code?: string };
    expect(error.code).toBe("SQLITE_CONSTRAINT_PRIMARYKEY");
    expect(error.message).toMatch(/UNIQUE constraint failed: RateLimitBucket.key/);
    expect(await keysStartingWith("group:")).toEqual(["group:after", "group:before"]);
  });

  it("skips a statement marked onlyIfChanged when the one before changed nothing", async () => {
    const first = await writer.run([insertOnce("once:a"), { ...insert("once:b"), onlyIfChanged: true }]);
    expect(first.map((result) => result?.changes ?? null)).toEqual([1, 1]);
    const again = await writer.run([insertOnce("once:a"), { ...insert("once:c"), onlyIfChanged: true }]);
    expect(again).toEqual([{ changes: 0, rows: [] }, null]);
    expect(await keysStartingWith("once:")).toEqual(["once:a", "once:b"]);
  });

  it("answers the rows of a RETURNING", async () => {
    const [returned] = await writer.run([
      { ...insert("returning"), text: `${insert("returning").text} RETURNING "key", "count"`, returnsRows: true },
    ]);
    expect(returned).toEqual({ changes: 1, rows: [{ key: "returning", count: 1 }] });
  });

  it("writes dates as Prisma does, so Prisma reads them back the same", async () => {
    const at = new Date("2026-03-17T09:30:15.250Z");
    await writer.run([insert("dated", at)]);
    const row = await db.rateLimitBucket.findUniqueOrThrow({ where: { key: "dated" } });
    expect(row.createdAt).toEqual(at);
    expect(row.updatedAt).toEqual(at);
  });

  it("waits while a transaction of Prisma's connection holds the write lock, then writes", async () => {
    let inside!: () => void;
    const isInside = new Promise<void>((resolve) => (inside = resolve));
    const order: string[] = [];
    const transaction = db.$transaction(async (tx) => {
      await tx.rateLimitBucket.create({ data: { key: "lock:prisma", count: 1, windowStart: 0n } });
      inside();
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push("prisma committed");
    });
    await isInside;
    const written = writer.run([insert("lock:writer")]).then(() => order.push("writer committed"));
    await Promise.all([transaction, written]);
    expect(order).toEqual(["prisma committed", "writer committed"]);
    expect(await keysStartingWith("lock:")).toEqual(["lock:prisma", "lock:writer"]);
  });

  it("lets Prisma's connection write while the thread holds the write lock", async () => {
    // A unit long enough (tens of thousands of rows) to hold the lock while Prisma writes.
    const long = writer.run([
      {
        text: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000)
               INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt")
               SELECT 'long:' || i, 1, 0, 0, '2026-01-01T00:00:00.000+00:00' FROM n`,
        args: [],
      },
    ]);
    const prisma = db.rateLimitBucket.create({ data: { key: "beside:prisma", count: 1, windowStart: 0n } });
    const [[inserted]] = await Promise.all([long, prisma]);
    expect(inserted!.changes).toBe(40000);
    expect(await db.rateLimitBucket.count({ where: { key: "beside:prisma" } })).toBe(1);
  });

  it("closes with Prisma's connection and starts again with the next write", async () => {
    await writer.run([insert("before-disconnect")]);
    expect(writer.isRunning).toBe(true);
    await db.$disconnect();
    expect(writer.isRunning).toBe(false);
    await writer.run([insert("after-disconnect")]);
    expect(writer.isRunning).toBe(true);
    expect(await keysStartingWith("")).toEqual(expect.arrayContaining(["after-disconnect", "before-disconnect"]));
  });

  it("answers a write given while the thread closes, from the thread started for it", async () => {
    const first = writer.run([insert("race:1")]);
    const closing = writer.close();
    const second = writer.run([insert("race:2")]);
    await closing;
    expect((await first)[0]!.changes).toBe(1);
    expect((await second)[0]!.changes).toBe(1);
    expect(await keysStartingWith("race:")).toEqual(["race:1", "race:2"]);
  });

  it("stores a write given in the same turn as the disconnect, before it closes", async () => {
    const written = writer.run([insert("just-before-close")]);
    await db.$disconnect();
    expect((await written)[0]!.changes).toBe(1);
    expect(await keysStartingWith("just-before-close")).toEqual(["just-before-close"]);
  });
});
