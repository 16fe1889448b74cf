import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { containsText } from "@/lib/server/sql/dialect";
import { actorOf } from "@/tests/helpers";
import { ZListJobs, type TListJobs } from "@/lib/validation/jobs";
import { visibleJobsWhere } from "./job-access";
import { jobSelect, toJobView } from "./job-select";
import { listJobs } from "./list-jobs";

// The job list is hand-written SQL (list-jobs.ts). This checks it, filter by
// filter and sort by sort, against the same list asked of Prisma: the
// reference below is the Prisma query the list used to run.

function referenceWhere(actor: SessionUser, f: TListJobs): Prisma.JobWhereInput {
  const person = (search: string) => ({
    OR: [{ firstName: containsText(search) }, { lastName: containsText(search) }],
  });
  return {
    AND: [
      visibleJobsWhere(actor),
      !f.userId
        ? {}
        : f.role === "Client"
          ? { clientId: f.userId }
          : f.role === "Cleaner"
            ? { assigneeId: f.userId }
            : { OR: [{ clientId: f.userId }, { assigneeId: f.userId }] },
      f.stage === undefined ? {} : { stage: f.stage },
      f.stages?.length ? { stage: { in: f.stages } } : {},
      !f.search
        ? {}
        : {
            OR: [
              { title: containsText(f.search) },
              { location: containsText(f.search) },
              { service: containsText(f.search) },
              { client: person(f.search) },
              { assignee: person(f.search) },
            ],
          },
      f.service ? { service: f.service } : {},
      f.seriesId ? { seriesId: f.seriesId } : {},
      f.clientId ? { clientId: f.clientId } : {},
      f.assigneeId ? { assigneeId: f.assigneeId === "none" ? null : f.assigneeId } : {},
      f.from || f.to ? { scheduledAt: { ...(f.from && { gte: f.from }), ...(f.to && { lt: f.to }) } } : {},
    ],
  };
}

function referenceOrder({ sortBy, sortDir }: TListJobs): Prisma.JobOrderByWithRelationInput[] {
  const byDefault: Prisma.JobOrderByWithRelationInput[] = [
    { scheduledAt: { sort: "desc", nulls: "last" } },
    { createdAt: "desc" },
    { id: "asc" },
  ];
  if (sortBy === "scheduledAt") {
    return sortDir === "desc"
      ? byDefault
      : [{ scheduledAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }];
  }
  if (sortBy === "createdAt") return [{ createdAt: sortDir }, { id: "asc" }];
  return [{ [sortBy]: sortDir }, ...byDefault];
}

async function reference(actor: SessionUser, f: TListJobs) {
  const where = referenceWhere(actor, f);
  const rows = await db.job.findMany({
    where,
    select: jobSelect,
    orderBy: referenceOrder(f),
    skip: (f.pageNumber - 1) * f.pageSize,
    take: f.pageSize,
  });
  return {
    data: rows.map((row) => ({ ...toJobView(row), unreadCount: 0 })),
    totalRecords: await db.job.count({ where }),
  };
}

const people: Record<string, SessionUser> = {};
let seriesId = "";

beforeAll(async () => {
  const make = (firstName: string, lastName: string, role: "Client" | "Cleaner" | "Administrator") =>
    db.user.create({
      data: {
        email: `${randomUUID()}@example.ie`,
        passwordHash: "x",
        firstName,
        lastName,
        role,
        status: "active",
        phoneNumber: role === "Client" ? "087 111 2222" : null,
        address: role === "Client" ? "3 Quay St, Galway" : null,
      },
    });
  const [aoife, brian, ciara, dara, office] = await Promise.all([
    make("Aoife", "Byrne", "Client"),
    make("Brian", "O'Neill", "Client"),
    make("Ciara", "Walsh", "Cleaner"),
    make("Dara", "Nolan_Quinn", "Cleaner"),
    make("Olive", "Office", "Administrator"),
  ]);
  Object.assign(people, {
    aoife: actorOf(aoife),
    brian: actorOf(brian),
    ciara: actorOf(ciara),
    dara: actorOf(dara),
    office: actorOf(office),
  });
  const series = await db.jobSeries.create({
    data: {
      frequencyWeeks: 2,
      title: "Fortnightly home clean",
      description: "Every other Monday",
      location: "Galway",
      service: "House Cleaning",
      clientId: aoife.id,
      assigneeId: ciara.id,
      startDate: new Date("2026-06-01T00:00:00Z"),
      startTime: "09:00",
      untilDate: new Date("2026-09-01T00:00:00Z"),
    },
  });
  seriesId = series.id;
  const titles = ["Kitchen deep clean", "carpet refresh", "Office floors", "Stairs and hall", "100% spotless windows"];
  const services = ["House Cleaning", "Carpet Cleaning", "Office Cleaning"];
  for (let i = 0; i < 36; i += 1) {
    const job = await db.job.create({
      data: {
        title: `${titles[i % titles.length]} ${i % 7}`,
        description: "Regular clean",
        location: ["Galway", "Cork", "Dublin 8"][i % 3]!,
        service: services[i % services.length]!,
        stage: i % 4,
        // Every fifth job unscheduled; some share a time, so the tie-breakers matter.
        scheduledAt: i % 5 === 0 ? null : new Date(Date.UTC(2026, 5, 1 + (i % 9), 9 + (i % 2))),
        scheduledEndAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 5, 1 + (i % 9), 12)),
        clientId: i % 2 === 0 ? aoife.id : brian.id,
        assigneeId: i % 6 === 5 ? null : i % 3 === 0 ? dara.id : ciara.id,
        seriesId: i < 4 ? series.id : null,
        seriesIndex: i < 4 ? i : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 9, i % 11)),
        ...(i % 4 === 3 && {
          signature: {
            create: {
              signerName: "Aoife Byrne",
              signatureImagePath: `/uploads/sig-${i}.png`,
              signedById: office.id,
              notes: i % 8 === 3 ? "Left key" : null,
            },
          },
        }),
        ...(i % 5 === 1 && {
          photos: {
            create: [0, 1].map((n) => ({
              path: `/uploads/photo-${i}-${n}.jpg`,
              uploadedById: ciara.id,
              createdAt: new Date(Date.UTC(2026, 5, 2, 10, n)),
            })),
          },
        }),
      },
    });
    expect(job.id).toBeTruthy();
  }
  // Four jobs alike in time and creation: only the id orders them.
  for (let i = 0; i < 4; i += 1) {
    await db.job.create({
      data: {
        title: "Twin visit",
        description: "Same time",
        location: "Cork",
        service: "House Cleaning",
        stage: 1,
        scheduledAt: i < 2 ? new Date(Date.UTC(2026, 5, 4, 9)) : null,
        clientId: brian.id,
        assigneeId: ciara.id,
        createdAt: new Date(Date.UTC(2026, 0, 2, 9)),
      },
    });
  }
});

const filters: Record<string, Record<string, unknown>> = {
  "page 1": {},
  "page 2 of 7": { pageNumber: 2, pageSize: 7 },
  "a stage": { stage: 2 },
  stages: { stages: [1, 3] },
  "stage and stages": { stage: 1, stages: [1, 2] },
  "search in a title, any case": { search: "CARPET" },
  "search in a client's name": { search: "byrne" },
  "search in a cleaner's name": { search: "walsh" },
  "search for a percent sign": { search: "100%" },
  "search for an underscore": { search: "n_q" },
  "a service": { service: "Office Cleaning" },
  "a series": { seriesId: "SERIES" },
  unassigned: { assigneeId: "none" },
  "a cleaner": { assigneeId: "CIARA" },
  "a client": { clientId: "BRIAN" },
  "userId as Cleaner": { userId: "DARA", role: "Cleaner" },
  "userId as Client": { userId: "AOIFE", role: "Client" },
  "userId either way": { userId: "CIARA" },
  "a range": { from: "2026-06-03", to: "2026-06-06" },
  "oldest scheduled first": { sortBy: "scheduledAt", sortDir: "asc" },
  "created, newest first": { sortBy: "createdAt", sortDir: "desc" },
  "title A to Z": { sortBy: "title", sortDir: "asc" },
  "stage, highest first": { sortBy: "stage", sortDir: "desc" },
  "everything at once": { stages: [0, 1, 2], search: "clean", sortBy: "title", sortDir: "desc", pageSize: 5 },
};

function resolve(filter: Record<string, unknown>): TListJobs {
  const ids: Record<string, string> = {
    SERIES: seriesId,
    CIARA: people.ciara!.id,
    DARA: people.dara!.id,
    AOIFE: people.aoife!.id,
    BRIAN: people.brian!.id,
  };
  const body = Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [key, typeof value === "string" && ids[value] ? ids[value] : value]),
  );
  return ZListJobs.parse({ pageNumber: 1, pageSize: 100, ...body });
}

describe("the job list, written by hand", () => {
  for (const who of ["office", "aoife", "ciara"]) {
    it.each(Object.keys(filters))(`answers as Prisma would for ${who}: %s`, async (name) => {
      const filter = resolve(filters[name]!);
      const actor = people[who]!;
      const [got, expected] = await Promise.all([listJobs({ actor, filter }), reference(actor, filter)]);
      expect(got.totalRecords).toBe(expected.totalRecords);
      expect(got.data).toEqual(expected.data);
    });
  }

  it("finds something for the filters that should (the comparison is not of empty lists)", async () => {
    for (const name of [
      "a stage",
      "search for a percent sign",
      "search for an underscore",
      "a series",
      "unassigned",
      "a range",
    ]) {
      const { totalRecords } = await listJobs({ actor: people.office!, filter: resolve(filters[name]!) });
      expect(totalRecords, name).toBeGreaterThan(0);
    }
    // A percent sign is matched as itself, not as "anything".
    const percent = await listJobs({ actor: people.office!, filter: resolve({ search: "0%" }) });
    expect(percent.data.every((job) => job.title.includes("0%"))).toBe(true);
  });
});
