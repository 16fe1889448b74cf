import "server-only";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { unreadCountsByJob } from "@/lib/server/chat/unread";
import { likeOperator, isPostgres } from "@/lib/server/sql/dialect";
import { sql, toDate, type SqlArg, type SqlRow } from "@/lib/server/sql/sql";
import { UNASSIGNED, type TListJobs } from "@/lib/validation/jobs";
import type { TPaged } from "@/lib/validation/pagination";
import { cachedJobCount } from "./job-counts";
import { toJobView, type JobPhotoRow, type JobRow, type JobView } from "./job-select";

export type ListJobsOptions = { actor: SessionUser; filter: TListJobs };

// The body's role and userId (spec §6) and the other filters are a filter,
// never a grant: they are combined with the caller's own scope, so a Client
// asking for another user's jobs simply gets none.
// Each job carries the caller's unread chat messages (one grouped query for the page).
//
// The office's most used call, so it is written by hand (lib/server/sql):
// one statement for the page with the client, cleaner, sign-off and series
// joined, one for the page's photos, one count. Through Prisma the same page
// took ~8 ms of query compiling and joining in JavaScript per request
// (docs/operations.md). Standard SQL with quoted identifiers.
export async function listJobs({ actor, filter }: ListJobsOptions): Promise<TPaged<ListedJobView>> {
  const where = jobConditions(actor, filter);
  const statements = await sql();
  const page = pageStatement(where, filter);
  const rows = await statements.query<PageRow>(page.text, page.args);
  // The count joins the people only when the search looks at their names:
  // joining the client to each of 100,000 jobs only to count them costs ~20 ms.
  // Counts are kept while the jobs are unchanged (./job-counts.ts), but for
  // a search by name: a renamed client changes it without touching a job.
  const count = async () => {
    const [counted] = await statements.query<{ total: unknown }>(
      `SELECT COUNT(*) AS "total" ${where.isAboutPeople ? FROM : `FROM "Job" j`} ${whereSql(where)}`,
      where.args,
    );
    return Number(counted?.total ?? 0);
  };
  const totalRecords = where.isAboutPeople ? await count() : await cachedJobCount(whereSql(where), where.args, count);
  const jobIds = rows.map((row) => row.id);
  const [photos, unread] = await Promise.all([photosOf(jobIds), unreadCountsByJob(actor.id, jobIds)]);
  const data = rows.map((row) => ({
    ...toJobView(toJobRow(row, photos.get(row.id) ?? [])),
    unreadCount: unread.get(row.id) ?? 0,
  }));
  return { data, totalRecords };
}

export type ListedJobView = JobView & { unreadCount: number };

// The statement of one page: the job with its client, cleaner, sign-off and
// series. Exported for list-jobs-plan.test.ts, which checks that the
// common lists are read in index order on both engines, never sorted.
export function jobPageStatement(actor: SessionUser, filter: TListJobs): { text: string; args: SqlArg[] } {
  return pageStatement(jobConditions(actor, filter), filter);
}

function pageStatement(where: Conditions, filter: TListJobs): { text: string; args: SqlArg[] } {
  return {
    text: `SELECT j."id", j."title", j."description", j."location", j."service", j."jobImagePath", j."stage",
            j."scheduledAt", j."scheduledEndAt", j."clientId", j."assigneeId", j."companyId", j."seriesId",
            j."seriesIndex", j."createdAt", j."updatedAt",
            c."firstName" AS "c_firstName", c."lastName" AS "c_lastName", c."email" AS "c_email",
            c."phoneNumber" AS "c_phoneNumber", c."address" AS "c_address",
            a."firstName" AS "a_firstName", a."lastName" AS "a_lastName",
            s."signerName" AS "s_signerName", s."signedAt" AS "s_signedAt",
            s."signatureImagePath" AS "s_signatureImagePath", s."notes" AS "s_notes",
            se."frequencyWeeks" AS "se_frequencyWeeks", se."untilDate" AS "se_untilDate",
            se."visitCount" AS "se_visitCount", se."endedAt" AS "se_endedAt"
     ${FROM}
     LEFT JOIN "JobSignature" s ON s."jobId" = j."id"
     LEFT JOIN "JobSeries" se ON se."id" = j."seriesId"
     ${whereSql(where)}
     ORDER BY ${jobOrder(filter)}
     LIMIT ? OFFSET ?`,
    args: [...where.args, filter.pageSize, (filter.pageNumber - 1) * filter.pageSize],
  };
}

const whereSql = (where: Conditions) => (where.sql.length > 0 ? `WHERE ${where.sql.join(" AND ")}` : "");

// The client always exists (a job cannot outlive it); the cleaner is optional.
const FROM = `FROM "Job" j
     JOIN "User" c ON c."id" = j."clientId"
     LEFT JOIN "User" a ON a."id" = j."assigneeId"`;

// isAboutPeople: a condition reads the client (c) or the cleaner (a).
type Conditions = { sql: string[]; args: SqlArg[]; isAboutPeople: boolean };

function jobConditions(actor: SessionUser, filter: TListJobs): Conditions {
  const conditions: Conditions = { sql: [], args: [], isAboutPeople: false };
  const add = (text: string, ...args: SqlArg[]) => {
    conditions.sql.push(text);
    conditions.args.push(...args);
  };
  // Who sees a job (visibleJobsWhere in ./job-access.ts): keep the two in step.
  if (!isStaff(actor.role)) add(actor.role === "Client" ? `j."clientId" = ?` : `j."assigneeId" = ?`, actor.id);

  const { role, userId, stage, stages, search, service, seriesId, clientId, assigneeId, from, to } = filter;
  if (userId) {
    if (role === "Client") add(`j."clientId" = ?`, userId);
    else if (role === "Cleaner") add(`j."assigneeId" = ?`, userId);
    else add(`(j."clientId" = ? OR j."assigneeId" = ?)`, userId, userId);
  }
  // stage and stages both narrow: { stage: 1, stages: [1, 2] } is the Pending jobs.
  if (stage !== undefined) add(`j."stage" = ?`, stage);
  if (stages?.length) add(`j."stage" IN (${stages.map(() => "?").join(", ")})`, ...stages);
  if (search) {
    // likeOperator() ignores the case of ASCII letters on either engine,
    // which is what a search box wants; a % or _ typed in the box is matched as itself.
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const columns = [
      `j."title"`,
      `j."location"`,
      `j."service"`,
      `c."firstName"`,
      `c."lastName"`,
      `a."firstName"`,
      `a."lastName"`,
    ];
    const like = likeOperator();
    add(`(${columns.map((column) => `${column} ${like} ? ESCAPE '\\'`).join(" OR ")})`, ...columns.map(() => pattern));
    conditions.isAboutPeople = true;
  }
  if (service) add(`j."service" = ?`, service);
  if (seriesId) add(`j."seriesId" = ?`, seriesId);
  if (clientId) add(`j."clientId" = ?`, clientId);
  // assigneeId "none" is the jobs no cleaner has yet.
  if (assigneeId === UNASSIGNED) add(`j."assigneeId" IS NULL`);
  else if (assigneeId) add(`j."assigneeId" = ?`, assigneeId);
  // [from, to) on scheduledAt; an unscheduled job is outside every range.
  if (from) add(`j."scheduledAt" >= ?`, from);
  if (to) add(`j."scheduledAt" < ?`, to);
  return conditions;
}

// Newest scheduled first; jobs without a date (fresh requests) after them,
// newest first: exactly the order of the job-list indexes (prisma/schema.prisma,
// Job), since SQLite's DESC already puts NULLs last. PostgreSQL's DESC puts
// NULLs first, so it is told, and its indexes say NULLS LAST too (a migration
// of its own: prisma/postgres/migrations/20261127120000_job_list_nulls_last).
const defaultOrder = () => `j."scheduledAt" DESC${isPostgres() ? " NULLS LAST" : ""}, j."createdAt" DESC, j."id" ASC`;

// Oldest scheduled first still lists unscheduled jobs last; title and stage
// keep the default order within equal values; the id last keeps pages from overlapping.
function jobOrder({ sortBy, sortDir }: TListJobs): string {
  const dir = sortDir === "asc" ? "ASC" : "DESC";
  switch (sortBy) {
    case "scheduledAt":
      if (sortDir === "desc") return defaultOrder();
      return `j."scheduledAt" IS NULL, j."scheduledAt" ASC, j."createdAt" ASC, j."id" ASC`;
    case "createdAt":
      return `j."createdAt" ${dir}, j."id" ASC`;
    case "title":
    case "stage":
      return `j."${sortBy}" ${dir}, ${defaultOrder()}`;
  }
}

type PhotoRow = {
  jobId: string;
  id: string;
  path: string;
  createdAt: unknown;
  u_id: string;
  u_firstName: string;
  u_lastName: string;
};

// The page's photos, oldest first, with who uploaded each.
async function photosOf(jobIds: readonly string[]): Promise<Map<string, JobPhotoRow[]>> {
  const byJob = new Map<string, JobPhotoRow[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await (
    await sql()
  ).query<PhotoRow>(
    `SELECT p."jobId", p."id", p."path", p."createdAt", u."id" AS "u_id", u."firstName" AS "u_firstName",
            u."lastName" AS "u_lastName"
     FROM "JobPhoto" p JOIN "User" u ON u."id" = p."uploadedById"
     WHERE p."jobId" IN (${jobIds.map(() => "?").join(", ")})
     ORDER BY p."createdAt" ASC, p."id" ASC`,
    jobIds,
  );
  for (const row of rows) {
    const list = byJob.get(row.jobId) ?? [];
    list.push({
      id: row.id,
      path: row.path,
      createdAt: toDate(row.createdAt),
      uploadedBy: { id: row.u_id, firstName: row.u_firstName, lastName: row.u_lastName },
    });
    byJob.set(row.jobId, list);
  }
  return byJob;
}

type PageRow = SqlRow & { id: string };

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown) => (value === null || value === undefined ? null : toDate(value));

// A row of the page as Prisma gives it with jobSelect.
function toJobRow(row: PageRow, photos: JobPhotoRow[]): JobRow {
  return {
    id: row.id,
    title: String(row.title),
    description: String(row.description),
    location: String(row.location),
    service: String(row.service),
    jobImagePath: text(row.jobImagePath),
    stage: Number(row.stage),
    scheduledAt: date(row.scheduledAt),
    scheduledEndAt: date(row.scheduledEndAt),
    clientId: String(row.clientId),
    assigneeId: text(row.assigneeId),
    companyId: text(row.companyId),
    seriesId: text(row.seriesId),
    seriesIndex: int(row.seriesIndex),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
    client: {
      id: String(row.clientId),
      firstName: String(row.c_firstName),
      lastName: String(row.c_lastName),
      email: String(row.c_email),
      phoneNumber: text(row.c_phoneNumber),
      address: text(row.c_address),
    },
    assignee:
      row.assigneeId === null
        ? null
        : { id: String(row.assigneeId), firstName: String(row.a_firstName), lastName: String(row.a_lastName) },
    signature:
      row.s_signerName === null
        ? null
        : {
            signerName: String(row.s_signerName),
            signedAt: toDate(row.s_signedAt),
            signatureImagePath: String(row.s_signatureImagePath),
            notes: text(row.s_notes),
          },
    series:
      row.seriesId === null || row.se_frequencyWeeks === null
        ? null
        : {
            id: String(row.seriesId),
            frequencyWeeks: Number(row.se_frequencyWeeks),
            untilDate: date(row.se_untilDate),
            visitCount: int(row.se_visitCount),
            endedAt: date(row.se_endedAt),
          },
    photos,
  };
}
