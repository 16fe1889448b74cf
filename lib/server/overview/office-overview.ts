import "server-only";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { INVOICE_STATUS, JOB_STAGE } from "@/lib/content/statuses";
import { addDays } from "@/lib/i18n/dublin-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { whereStatus } from "@/lib/server/invoices/invoice-status";
import { dublinDay } from "@/lib/validation/invoices";
import { rangeIndex, sumMinutes, weekOf, weeksUpTo, type Week } from "./weeks";

export type Figure = { count: number; totalCents: number };
export type Hours = { workedMinutes: number; rosteredMinutes: number };
export type WeekFigures = { weekStart: string; jobsCompleted: number; revenueCents: number };

export type OfficeOverview = {
  role: "office";
  enquiriesThisWeek: number;
  jobsByStage: Record<keyof typeof JOB_STAGE, number>;
  hoursThisWeek: Hours;
  invoices: { outstanding: Figure; overdue: Figure };
  // Completed visits no invoice bills yet (as its job, or on a line): work done and not charged for.
  uninvoicedVisits: number;
  // Cleaners' requests to correct a clock record that wait for the office.
  clockRequestsWaiting: number;
  weeks: WeekFigures[];
};

export const OVERVIEW_WEEKS = 12;

// Completed visits no invoice bills yet (as its job, or on a line).
export const UNINVOICED_VISITS = {
  stage: JOB_STAGE.Completed,
  invoices: { none: {} },
  invoiceItems: { none: {} },
} satisfies Prisma.JobWhereInput;

const calendarDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

// The office's figures (Administrators and Super Administrators alike),
// computed afresh: indexed reads run together. office-cache.ts keeps them
// between requests while nothing they count changes.
export async function officeOverview(now: Date): Promise<OfficeOverview> {
  const week = weekOf(now);
  const weeks = weeksUpTo(now, OVERVIEW_WEEKS);
  const [
    enquiriesThisWeek,
    jobsByStage,
    hoursThisWeek,
    invoices,
    uninvoicedVisits,
    clockRequestsWaiting,
    jobsCompleted,
    revenue,
  ] = await Promise.all([
    db.enquiry.count({ where: { createdAt: { gte: week.from, lt: week.to } } }),
    countJobsByStage(),
    cleanersHours(week),
    unpaidInvoices(now),
    db.job.count({ where: UNINVOICED_VISITS }),
    db.clockCorrectionRequest.count({ where: { status: "pending" } }),
    completedVisitsByWeek(weeks),
    revenueByWeek(weeks),
  ]);
  return {
    role: "office",
    enquiriesThisWeek,
    jobsByStage,
    hoursThisWeek,
    invoices,
    uninvoicedVisits,
    clockRequestsWaiting,
    weeks: weeks.map((entry, index) => ({
      weekStart: entry.monday,
      jobsCompleted: jobsCompleted[index]!,
      revenueCents: revenue[index]!,
    })),
  };
}

async function countJobsByStage(): Promise<OfficeOverview["jobsByStage"]> {
  const groups = await db.job.groupBy({ by: ["stage"], _count: { _all: true } });
  const count = (stage: number) => groups.find((group) => group.stage === stage)?._count._all ?? 0;
  return {
    New: count(JOB_STAGE.New),
    Pending: count(JOB_STAGE.Pending),
    Incomplete: count(JOB_STAGE.Incomplete),
    Completed: count(JOB_STAGE.Completed),
  };
}

// The cleaners' week: the minutes of their closed clock records that start
// in it (as a timesheet counts them), against the shifts that start in it.
// Only cleaners work shifts, so the office's own clock records are left out
// (and Administrators do not see Super Administrators' records). The staff
// are a handful of rows read beside the records, cheaper than joining each
// record to its user.
async function cleanersHours(week: Week): Promise<Hours> {
  const inWeek = { gte: week.from, lt: week.to };
  const [records, staff, shifts] = await Promise.all([
    db.clockRecord.findMany({
      where: { clockInAt: inWeek, clockOutAt: { not: null } },
      select: { userId: true, clockInAt: true, clockOutAt: true },
    }),
    db.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: { id: true } }),
    db.rotaShift.findMany({ where: { startsAt: inWeek }, select: { startsAt: true, endsAt: true } }),
  ]);
  const staffIds = new Set(staff.map((user) => user.id));
  const worked = records.filter((record) => !staffIds.has(record.userId));
  return {
    workedMinutes: sumMinutes(worked.map((record) => ({ from: record.clockInAt, to: record.clockOutAt! }))),
    rosteredMinutes: sumMinutes(shifts.map((shift) => ({ from: shift.startsAt, to: shift.endsAt }))),
  };
}

// Outstanding: every invoice sent and not paid (pending, overdue included);
// overdue: those of them past their due day, as the invoice list derives it.
export async function unpaidInvoices(now: Date): Promise<OfficeOverview["invoices"]> {
  const sum = { _count: { _all: true }, _sum: { totalCents: true } } as const;
  const [outstanding, overdue] = await Promise.all([
    db.invoice.aggregate({
      where: { status: { in: [INVOICE_STATUS.pending, INVOICE_STATUS.overdue] } },
      ...sum,
    }),
    db.invoice.aggregate({ where: whereStatus(INVOICE_STATUS.overdue, dublinDay(now)), ...sum }),
  ]);
  const figure = (result: typeof outstanding): Figure => ({
    count: result._count._all,
    totalCents: result._sum.totalCents ?? 0,
  });
  return { outstanding: figure(outstanding), overdue: figure(overdue) };
}

// Completed jobs by the week of their visit (scheduledAt): one read of the
// board's index (stage, scheduledAt). A completed job with no visit date
// counts in no week.
async function completedVisitsByWeek(weeks: readonly Week[]): Promise<number[]> {
  const jobs = await db.job.findMany({
    where: { stage: JOB_STAGE.Completed, scheduledAt: { gte: weeks[0]!.from, lt: weeks.at(-1)!.to } },
    select: { scheduledAt: true },
  });
  const counts = weeks.map(() => 0);
  for (const job of jobs) {
    const index = rangeIndex(weeks, job.scheduledAt!);
    if (index >= 0) counts[index]! += 1;
  }
  return counts;
}

// Revenue: the invoices paid in each week. paidAt is a calendar day (00:00
// UTC), so a week is its seven days, compared as days, not Dublin instants.
async function revenueByWeek(weeks: readonly Week[]): Promise<number[]> {
  const days = weeks.map((week) => ({ from: calendarDay(week.monday), to: calendarDay(addDays(week.monday, 7)) }));
  const groups = await db.invoice.groupBy({
    by: ["paidAt"],
    where: { paidAt: { gte: days[0]!.from, lt: days.at(-1)!.to } },
    _sum: { totalCents: true },
  });
  const totals = weeks.map(() => 0);
  for (const group of groups) {
    const index = rangeIndex(days, group.paidAt!);
    if (index >= 0) totals[index]! += group._sum.totalCents ?? 0;
  }
  return totals;
}
