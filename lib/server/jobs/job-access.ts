import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { jobSelect, type JobRow } from "./job-select";

// Who sees a job (spec §6, house style §3): office staff see every job, a
// Client the jobs they are the client of, a Cleaner the jobs assigned to them.
// Jobs, their sign-off and their chat all follow this one rule.
export function visibleJobsWhere(actor: SessionUser): Prisma.JobWhereInput {
  if (isStaff(actor.role)) return {};
  if (actor.role === "Client") return { clientId: actor.id };
  return { assigneeId: actor.id };
}

// The same rule as a SQL condition on the job aliased `j`, for the raw
// queries that aggregate over the visible jobs (chat unread counts and
// conversations). Keep the two in step.
export function visibleJobsSql(actor: SessionUser): Prisma.Sql {
  if (isStaff(actor.role)) return Prisma.sql`1 = 1`;
  if (actor.role === "Client") return Prisma.sql`j."clientId" = ${actor.id}`;
  return Prisma.sql`j."assigneeId" = ${actor.id}`;
}

// A job the caller may not see answers 404, so its existence is not revealed.
export async function findVisibleJob(actor: SessionUser, id: string): Promise<JobRow> {
  const job = await db.job.findFirst({ where: { AND: [{ id }, visibleJobsWhere(actor)] }, select: jobSelect });
  if (!job) throw new AppError("NOT_FOUND", "The job was not found.");
  return job;
}

// The same check when only the job's id is needed (no names, sign-off or photos).
export async function findVisibleJobId(actor: SessionUser, id: string): Promise<string> {
  const job = await db.job.findFirst({ where: { AND: [{ id }, visibleJobsWhere(actor)] }, select: { id: true } });
  if (!job) throw new AppError("NOT_FOUND", "The job was not found.");
  return job.id;
}
