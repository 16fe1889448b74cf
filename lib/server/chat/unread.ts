import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { visibleJobsSql } from "@/lib/server/jobs/job-access";
import { sql } from "@/lib/server/sql/sql";

// Unread for a user: the messages of a job, not deleted, sent by someone
// else, created after the user's read mark of that job (ChatRead.lastReadAt),
// or all of them while the user never marked the job read. In SQL over the
// message `m` with the user's mark `r` left-joined, because Prisma cannot
// compare a column with another table's. Standard SQL, quoted identifiers:
// the same text runs on PostgreSQL.
function unreadFrom(userId: string): Prisma.Sql {
  return Prisma.sql`
    FROM "ChatMessage" m
    LEFT JOIN "ChatRead" r ON r."jobId" = m."jobId" AND r."userId" = ${userId}`;
}

function isUnread(userId: string): Prisma.Sql {
  return Prisma.sql`m."deletedAt" IS NULL AND m."senderId" <> ${userId}
    AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")`;
}

// The unread counts of some jobs the user already sees (a page of the job
// list, of the conversations), in one grouped query; jobs with none are absent.
// It runs with every page of the job list, so it is a hand-written statement
// (lib/server/sql): through Prisma's $queryRaw it was a sixth of that list's
// server time (a profile under load, docs/operations.md). The same conditions
// as isUnread.
export async function unreadCountsByJob(userId: string, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await (
    await sql()
  ).query<{ jobId: string; unread: unknown }>(
    `SELECT m."jobId" AS "jobId", COUNT(*) AS "unread"
     FROM "ChatMessage" m
     LEFT JOIN "ChatRead" r ON r."jobId" = m."jobId" AND r."userId" = ?
     WHERE m."jobId" IN (${jobIds.map(() => "?").join(", ")}) AND m."deletedAt" IS NULL AND m."senderId" <> ?
       AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")
     GROUP BY m."jobId"`,
    [userId, ...jobIds, userId],
  );
  return new Map(rows.map((row) => [row.jobId, Number(row.unread)]));
}

// The unread messages over every job the caller may see (the menu's badge): one aggregate.
export async function countUnread(actor: SessionUser): Promise<{ total: number }> {
  const [row] = await db.$queryRaw<{ total: number | bigint }[]>`
    SELECT COUNT(*) AS "total" ${unreadFrom(actor.id)}
    JOIN "Job" j ON j."id" = m."jobId"
    WHERE ${visibleJobsSql(actor)} AND ${isUnread(actor.id)}`;
  return { total: Number(row?.total ?? 0) };
}
