import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { actorOf, createUser } from "@/tests/helpers";
import { isPostgres } from "@/lib/server/sql/dialect";
import { sql, sqlTransaction } from "@/lib/server/sql/sql";
import { ZListJobs } from "@/lib/validation/jobs";
import { jobPageStatement } from "./list-jobs";

// The job list's common pages (the office's list, a client's and a cleaner's,
// each column of the job board) must come straight from an index in the
// list's order: sorting the whole table instead costs a full scan per page
// (measured on PostgreSQL over 100,000 jobs: 31 ms against 0.1 ms,
// docs/operations.md). Checked on the plan each engine makes for the very
// statement listJobs runs, over enough jobs for the planner to care.

const JOBS = 3000;
let office: SessionUser;
let client: SessionUser;
let cleaner: SessionUser;

beforeAll(async () => {
  const [admin, clientUser, cleanerUser, otherClient] = await Promise.all([
    createUser({ role: "Administrator" }),
    createUser({ role: "Client" }),
    createUser({ role: "Cleaner" }),
    createUser({ role: "Client" }),
  ]);
  office = actorOf(admin);
  client = actorOf(clientUser);
  cleaner = actorOf(cleanerUser);
  await sqlTransaction(async (tx) => {
    for (let i = 0; i < JOBS; i += 1) {
      // A job in ten is not scheduled yet; most belong to other clients.
      const when = i % 10 === 0 ? null : new Date(Date.UTC(2025, 0, 1) + i * 3_600_000);
      const created = new Date(Date.UTC(2024, 0, 1) + i * 60_000);
      await tx.execute(
        `INSERT INTO "Job" ("id", "title", "description", "location", "service", "stage", "scheduledAt", "clientId", "assigneeId",
           "createdAt", "updatedAt")
         VALUES (?, ?, 'Regular clean', 'Dublin', 'House Cleaning', ?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          `Plan job ${i}`,
          i % 4,
          when,
          i % 5 === 0 ? clientUser.id : otherClient.id,
          i % 3 === 0 ? cleanerUser.id : null,
          created,
          created,
        ],
      );
    }
  });
  await (await sql()).execute("ANALYZE");
});

// The plan's lines: PostgreSQL's EXPLAIN, SQLite's EXPLAIN QUERY PLAN.
async function planOf(actor: SessionUser, filter: Record<string, unknown>): Promise<string[]> {
  const { text, args } = jobPageStatement(actor, ZListJobs.parse({ pageNumber: 1, pageSize: 100, ...filter }));
  const statements = await sql();
  if (isPostgres()) {
    const rows = await statements.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, args);
    return rows.map((row) => row["QUERY PLAN"]);
  }
  const rows = await statements.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${text}`, args);
  return rows.map((row) => row.detail);
}

// A sort of every matching row. An incremental sort of a few tied rows
// (PostgreSQL) or of the order's last column (SQLite's "RIGHT PART") is fine.
function sortsEverything(plan: string[]): boolean {
  return plan.some((line) =>
    isPostgres() ? /(^|->\s*)Sort\s+\(cost/.test(line.trim()) : /USE TEMP B-TREE FOR ORDER BY/.test(line),
  );
}

describe("the job list's plan", () => {
  it.each([
    ["the office's list", () => office, {}],
    ["a client's list", () => client, {}],
    ["a cleaner's list", () => cleaner, {}],
    ["a column of the office's board", () => office, { stage: 1 }],
    ["a column of a cleaner's board", () => cleaner, { stage: 2 }],
    ["the office's list, newest scheduled first asked for", () => office, { sortBy: "scheduledAt", sortDir: "desc" }],
  ] as const)("reads %s in index order, without sorting the jobs", async (_name, actor, filter) => {
    const plan = await planOf(actor(), filter);
    expect(plan.join("\n")).toMatch(/Index|INDEX/);
    expect(sortsEverything(plan), plan.join("\n")).toBe(false);
  });

  // The check itself can fail: ordering by title has no index.
  it("does see a sort where there is one", async () => {
    const plan = await planOf(office, { sortBy: "title", sortDir: "asc" });
    expect(sortsEverything(plan), plan.join("\n")).toBe(true);
  });
});
