import { createHash } from "node:crypto";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/generated/prisma/client";

// A hash of every data table of the test's database, on either engine, to
// show that a refused call changed nothing. Rows are compared as a sorted
// set: neither engine promises an order without ORDER BY, and the tables have
// no column in common to order by.
// Rate-limit counters change on every call by design; they are not data.
const IGNORED_MODELS = new Set(["RateLimitBucket"]);

export async function fingerprint(): Promise<string> {
  const models = Object.values(Prisma.ModelName)
    .filter((model) => !IGNORED_MODELS.has(model))
    .sort();
  // All tables at once: PostgreSQL answers them on several connections of
  // the pool; SQLite's one connection takes them in turn.
  const tables = await Promise.all(
    models.map((model) => db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${model}"`)),
  );
  const hash = createHash("sha256");
  models.forEach((model, i) => {
    const lines = tables[i]!.map((row) =>
      JSON.stringify(row, (_key, value) => (typeof value === "bigint" ? String(value) : value)),
    );
    hash.update(model + JSON.stringify(lines.sort()));
  });
  return hash.digest("hex");
}
