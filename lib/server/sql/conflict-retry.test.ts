import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { isConflict } from "./conflict-retry";

// Runs on both engines: SQLite lets one transaction write at a time, and
// PostgreSQL refuses one of two racing SERIALIZABLE transactions, which is
// then run again (./conflict-retry.ts). Either way, the answer is as if they
// had run one after the other.
describe("two transactions that each read what the other writes", () => {
  it("both end, each seeing the other's row or none, as if run one after the other", async () => {
    const type = `race-${Date.now()}`;
    let reads = 0;
    const work = (label: string) =>
      db.$transaction(async (tx) => {
        const seen = await tx.category.count({ where: { type } });
        reads += 1;
        // Both read before either writes (on SQLite the second waits its turn: no more than 300 ms here).
        for (let waited = 0; reads < 2 && waited < 300; waited += 10) await new Promise((r) => setTimeout(r, 10));
        await tx.category.create({ data: { type, name: label, slug: `${type}-${label}` } });
        return seen;
      });
    const seen = await Promise.all([work("a"), work("b")]);
    expect(seen.sort()).toEqual([0, 1]);
    expect(await db.category.count({ where: { type } })).toBe(2);
  });

  it("many at once all end, with no connection left behind (the pool still serves)", async () => {
    const type = `crowd-${Date.now()}`;
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.$transaction(async (tx) => {
          const count = await tx.category.count({ where: { type } });
          await tx.category.create({ data: { type, name: `n${i}`, slug: `${type}-${i}` } });
          return count;
        }),
      ),
    );
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    // More transactions than the pool has connections: a leaked one would make these wait for ever.
    for (let i = 0; i < 15; i += 1) await db.$transaction(async (tx) => tx.category.count({ where: { type } }));
  });
});

describe("isConflict", () => {
  it.each([
    [{ code: "P2034" }, true],
    [{ name: "DriverAdapterError", cause: { kind: "TransactionWriteConflict", originalCode: "40001" } }, true],
    [{ cause: { originalCode: "40P01" } }, true],
    [{ code: "P2002" }, false],
    [{ cause: { originalCode: "23505" } }, false],
    [new Error("disk full"), false],
    [null, false],
  ])("%j → %s", (error, expected) => {
    expect(isConflict(error)).toBe(expected);
  });
});
