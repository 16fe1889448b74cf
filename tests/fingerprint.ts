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
  const hash = createHash("sha256");
  for (const model of Object.values(Prisma.ModelName).sort()) {
    if (IGNORED_MODELS.has(model)) continue;
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${model}"`);
    const lines = rows.map((row) =>
      JSON.stringify(row, (_key, value) => (typeof value === "bigint" ? String(value) : value)),
    );
    hash.update(model + JSON.stringify(lines.sort()));
  }
  return hash.digest("hex");
}
