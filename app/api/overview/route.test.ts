import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { addDays } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { dayOf, dublinWeek, weekOf } from "@/lib/server/overview/weeks";
import { dublinDay } from "@/lib/validation/invoices";
import {
  HOUR,
  bearerOf,
  createCast,
  createClockRecord,
  createPerson,
  createShift,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { GET as overview } from "./route";
import { tokenFor } from "@/tests/helpers";

// Everything is placed relative to the Dublin week and day the test runs in
// (the call takes no "now"): the ranges below hold whatever the day of the week.
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const now = new Date();
const week = weekOf(now);
const nextWeek = dublinWeek(addDays(week.monday, 7));
const today = dayOf(now);
const plus = (from: Date, ms: number) => new Date(from.getTime() + ms);
// A calendar day (invoices' days: 00:00 UTC) some days from today in Dublin.
const dayFromToday = (days: number) => plus(dublinDay(now), days * DAY);

let cast: Cast;

async function get(role: Role | null, bearer = role && bearerOf(cast, role)) {
  return overview(getRequest("/api/overview", { timestamp: "1" }, bearer ?? undefined));
}

async function createJob(options: {
  clientId: string;
  stage?: number;
  scheduledAt?: Date | null;
  scheduledEndAt?: Date | null;
  assigneeId?: string | null;
  title?: string;
  location?: string;
}) {
  return db.job.create({
    data: {
      title: options.title ?? "Weekly clean",
      description: "Three bedrooms",
      location: options.location ?? "4 Patrick Street, Cork",
      service: "House Cleaning",
      clientId: options.clientId,
      assigneeId: options.assigneeId ?? null,
      stage: options.stage ?? 0,
      scheduledAt: options.scheduledAt ?? null,
      scheduledEndAt: options.scheduledEndAt ?? null,
    },
  });
}

async function signOff(jobId: string, signedAt: Date, signerName: string) {
  await db.jobSignature.create({
    data: {
      jobId,
      signerName,
      signedAt,
      signatureImagePath: `/api/files/signature/${jobId}/${randomUUID()}.png`,
      signedById: cast.cleaner.id,
    },
  });
}

async function createInvoice(options: {
  clientId: string;
  status: number;
  dueDate: Date;
  totalCents: number;
  paidAt?: Date;
  number?: string;
  // The job the invoice is for, or a visit one of its lines bills.
  jobId?: string;
  visitId?: string;
}) {
  return db.invoice.create({
    data: {
      invoiceNumber: options.number ?? `INV-${randomUUID().slice(0, 8)}`,
      status: options.status,
      issueDate: plus(options.dueDate, -30 * DAY),
      dueDate: options.dueDate,
      subTotalCents: options.totalCents,
      taxCents: 0,
      totalCents: options.totalCents,
      paidAt: options.paidAt ?? null,
      clientId: options.clientId,
      jobId: options.jobId,
      ...(options.visitId && {
        items: {
          create: {
            position: 1,
            description: "Visit",
            quantity: 1,
            unitPriceCents: 0,
            totalCents: 0,
            jobId: options.visitId,
          },
        },
      }),
    },
  });
}

async function createEnquiry(createdAt: Date) {
  await db.enquiry.create({
    data: {
      id: randomUUID(),
      name: "Aoife Byrne",
      email: "aoife@example.ie",
      phone: "087 123 4567",
      address: "1 Main Street, Dublin",
      postCode: "D02 X285",
      createdAt,
    },
  });
}

beforeAll(async () => {
  cast = await createCast();
});

describe("GET /api/overview", () => {
  it.each([
    [null, 401, undefined],
    ["Cleaner", 200, "cleaner"],
    ["Client", 200, "client"],
    ["Administrator", 200, "office"],
    ["SuperAdministrator", 200, "office"],
  ] as const)("as %s → %i, the %s overview", async (role, status, kind) => {
    const response = await get(role);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    if (kind) expect((await response.json()).role).toBe(kind);
  });
});

describe("the office's overview", () => {
  const week12Start = addDays(week.monday, -77);

  beforeAll(async () => {
    // Enquiries: two this week, one just before it.
    await createEnquiry(plus(week.from, MINUTE));
    await createEnquiry(plus(week.to, -MINUTE));
    await createEnquiry(plus(week.from, -MINUTE));

    // Jobs: New 1, Pending 2, Incomplete 1, Completed 5. The completed ones
    // count in the week of their visit: two this week, one three weeks ago,
    // none for the one before the twelve weeks or the one never scheduled.
    const client = cast.client.id;
    await createJob({ clientId: client, stage: 0 });
    await createJob({ clientId: client, stage: 1, scheduledAt: plus(week.from, HOUR) });
    await createJob({ clientId: client, stage: 1, scheduledAt: plus(week.from, 2 * HOUR) });
    await createJob({ clientId: client, stage: 2, scheduledAt: plus(week.from, 3 * HOUR) });
    await createJob({ clientId: client, stage: 3, scheduledAt: week.from });
    await createJob({ clientId: client, stage: 3, scheduledAt: plus(week.to, -MINUTE) });
    await createJob({ clientId: client, stage: 3, scheduledAt: plus(week.from, -20 * DAY) });
    await createJob({ clientId: client, stage: 3, scheduledAt: plus(week.from, -80 * DAY) });
    await createJob({ clientId: client, stage: 3 });

    // Clock records: the cleaners' closed ones starting this week count in
    // whole minutes (150 + 45); open ones, last week's and the office's do not.
    const at = (minutes: number) => plus(week.from, minutes * MINUTE);
    await createClockRecord({ userId: cast.cleaner.id, clockInAt: at(60), clockOutAt: at(210) });
    await createClockRecord({
      userId: cast.otherCleaner.id,
      clockInAt: at(300),
      clockOutAt: plus(at(345), 59_000),
    });
    await createClockRecord({ userId: cast.otherCleaner.id, clockInAt: at(400) });
    await createClockRecord({ userId: cast.cleaner.id, clockInAt: at(-120), clockOutAt: at(-30) });
    await createClockRecord({ userId: cast.admin.id, clockInAt: at(60), clockOutAt: at(600) });

    // Shifts starting this week: 3 h + 4 h, one of them running into next
    // week; last week's does not count.
    await createShift({ cleanerId: cast.cleaner.id, startsAt: at(60), endsAt: at(240) });
    await createShift({
      cleanerId: cast.otherCleaner.id,
      startsAt: plus(week.to, -HOUR),
      endsAt: plus(week.to, 3 * HOUR),
    });
    await createShift({ cleanerId: cast.cleaner.id, startsAt: at(-300), endsAt: at(-60) });

    // Invoices. Outstanding: sent and unpaid; overdue: those past their due day.
    await createInvoice({ clientId: client, status: 1, dueDate: dayFromToday(10), totalCents: 10_000 });
    await createInvoice({ clientId: client, status: 1, dueDate: dayFromToday(0), totalCents: 20_000 });
    await createInvoice({ clientId: client, status: 1, dueDate: dayFromToday(-1), totalCents: 30_000 });
    await createInvoice({ clientId: cast.otherClient.id, status: 3, dueDate: dayFromToday(-40), totalCents: 40_000 });
    await createInvoice({ clientId: client, status: 0, dueDate: dayFromToday(-5), totalCents: 50_000 });
    // Paid: revenue in the week of the day paid (a calendar day).
    const paid = (day: string, totalCents: number) =>
      createInvoice({
        clientId: client,
        status: 2,
        dueDate: dayFromToday(30),
        totalCents,
        paidAt: new Date(`${day}T00:00:00.000Z`),
      });
    await paid(week.monday, 11_000);
    await paid(addDays(week.monday, 6), 1_000);
    await paid(addDays(week.monday, -1), 5_000);
    await paid(week12Start, 7_000);
    await paid(addDays(week12Start, -1), 99_000);
  });

  it("answers this week's figures, the jobs by stage and the unpaid invoices", async () => {
    const body = await (await get("Administrator")).json();
    expect(body).toMatchObject({
      role: "office",
      enquiriesThisWeek: 2,
      jobsByStage: { New: 1, Pending: 2, Incomplete: 1, Completed: 5 },
      hoursThisWeek: { workedMinutes: 150 + 45, rosteredMinutes: 180 + 240 },
      invoices: {
        outstanding: { count: 4, totalCents: 100_000 },
        overdue: { count: 2, totalCents: 70_000 },
      },
      // The five completed visits, none on an invoice.
      uninvoicedVisits: 5,
      clockRequestsWaiting: 0,
    });
  });

  it("answers twelve weeks, oldest first, with the completed visits and the money paid in each", async () => {
    const { weeks } = await (await get("SuperAdministrator")).json();
    expect(weeks.map((entry: { weekStart: string }) => entry.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, index) => addDays(week12Start, 7 * index)),
    );
    const figures = (index: number) => ({
      jobsCompleted: weeks[index].jobsCompleted,
      revenueCents: weeks[index].revenueCents,
    });
    expect(figures(11)).toEqual({ jobsCompleted: 2, revenueCents: 12_000 });
    expect(figures(10)).toEqual({ jobsCompleted: 0, revenueCents: 5_000 });
    expect(figures(8)).toEqual({ jobsCompleted: 1, revenueCents: 0 });
    expect(figures(0)).toEqual({ jobsCompleted: 0, revenueCents: 7_000 });
    const total = (key: "jobsCompleted" | "revenueCents") =>
      weeks.reduce((sum: number, entry: Record<string, number>) => sum + entry[key]!, 0);
    expect(total("jobsCompleted")).toBe(3);
    expect(total("revenueCents")).toBe(24_000);
  });

  it("shows a created or changed record on the next request, though the figures are kept between requests", async () => {
    await createEnquiry(plus(week.from, 2 * MINUTE));
    await db.job.updateMany({ where: { stage: 0 }, data: { stage: 1 } });
    await createClockRecord({
      userId: cast.otherCleaner.id,
      clockInAt: plus(week.from, 1_000 * MINUTE),
      clockOutAt: plus(week.from, 1_010 * MINUTE),
    });
    // Two completed visits billed: one as an invoice's job, one on a line of another.
    const [asJob, onLine] = await db.job.findMany({ where: { stage: 3 }, take: 2, orderBy: { id: "asc" } });
    await createInvoice({
      clientId: cast.client.id,
      status: 0,
      dueDate: dayFromToday(30),
      totalCents: 0,
      jobId: asJob!.id,
    });
    await createInvoice({
      clientId: cast.client.id,
      status: 0,
      dueDate: dayFromToday(30),
      totalCents: 0,
      visitId: onLine!.id,
    });
    const body = await (await get("Administrator")).json();
    expect(body.enquiriesThisWeek).toBe(3);
    expect(body.jobsByStage).toMatchObject({ New: 0, Pending: 3 });
    expect(body.hoursThisWeek.workedMinutes).toBe(150 + 45 + 10);
    expect(body.uninvoicedVisits).toBe(3);
  });

  it("counts the correction requests that wait, as soon as one is sent or decided", async () => {
    const before = await (await get("Administrator")).json();
    const record = await createClockRecord({
      userId: cast.cleaner.id,
      clockInAt: plus(week.from, -3 * DAY),
      clockOutAt: plus(week.from, -3 * DAY + HOUR),
    });
    // Only the request changes between these two answers: the kept figures must not hide it.
    await (await get("Administrator")).json();
    const request = await db.clockCorrectionRequest.create({
      data: { recordId: record.id, userId: cast.cleaner.id, reason: "Left later", pendingFor: record.id },
    });
    expect((await (await get("Administrator")).json()).clockRequestsWaiting).toBe(before.clockRequestsWaiting + 1);
    await db.clockCorrectionRequest.update({
      where: { id: request.id },
      data: { status: "declined", pendingFor: null, note: "No" },
    });
    expect((await (await get("SuperAdministrator")).json()).clockRequestsWaiting).toBe(before.clockRequestsWaiting);
  });
});

describe("a cleaner's overview", () => {
  let cleaner: Awaited<ReturnType<typeof createPerson>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cleaner = await createPerson("Cleaner", { firstName: "Róisín", lastName: "Nolan" });
    const other = cast.otherCleaner.id;
    // Today's job on today's shift: listed once, as the shift.
    const job = await createJob({
      clientId: cast.client.id,
      assigneeId: cleaner.id,
      title: "Kelly home",
      scheduledAt: plus(today.from, 10 * HOUR),
    });
    // Jobs assigned for today on no shift are listed, a completed one too;
    // tomorrow's and another cleaner's are not.
    const onNoShift = { clientId: cast.client.id, assigneeId: cleaner.id, location: "2 Main Street, Bray" };
    ids.murphy = (
      await createJob({
        ...onNoShift,
        title: "Murphy flat",
        stage: 1,
        scheduledAt: plus(today.from, 15 * HOUR),
        scheduledEndAt: plus(today.from, 17 * HOUR),
      })
    ).id;
    ids.done = (
      await createJob({ ...onNoShift, title: "Early office", stage: 3, scheduledAt: plus(today.from, 7 * HOUR) })
    ).id;
    await createJob({ ...onNoShift, title: "Tomorrow", scheduledAt: plus(today.to, 9 * HOUR) });
    await createJob({ ...onNoShift, assigneeId: other, title: "Theirs", scheduledAt: plus(today.from, 9 * HOUR) });
    const shifts = {
      today: {
        cleanerId: cleaner.id,
        startsAt: plus(today.from, 10 * HOUR),
        endsAt: plus(today.from, 13 * HOUR),
        jobId: job.id,
      },
      todayOther: { cleanerId: other, startsAt: plus(today.from, 10 * HOUR), endsAt: plus(today.from, 12 * HOUR) },
      lastWeek: { cleanerId: cleaner.id, startsAt: plus(week.from, -DAY), endsAt: plus(week.from, -DAY + HOUR) },
      nextWeek: {
        cleanerId: cleaner.id,
        startsAt: plus(nextWeek.from, 9 * HOUR),
        endsAt: plus(nextWeek.from, 11 * HOUR),
      },
      inTwoWeeks: {
        cleanerId: cleaner.id,
        startsAt: plus(nextWeek.to, 9 * HOUR),
        endsAt: plus(nextWeek.to, 10 * HOUR),
      },
    };
    for (const [name, shift] of Object.entries(shifts)) {
      // Today's has the office's note for the cleaner.
      const notes = name === "today" ? "Key in the lockbox" : null;
      ids[name] = (await createShift({ ...shift, location: "Depot", notes })).id;
    }
    // Closed this week: 120 minutes; the other cleaner's and last week's do not count.
    await createClockRecord({
      userId: cleaner.id,
      clockInAt: plus(week.from, 30 * MINUTE),
      clockOutAt: plus(week.from, 150 * MINUTE),
    });
    await createClockRecord({
      userId: cleaner.id,
      clockInAt: plus(week.from, -3 * HOUR),
      clockOutAt: plus(week.from, -HOUR),
    });
    await createClockRecord({ userId: other, clockInAt: plus(week.from, HOUR), clockOutAt: plus(week.from, 9 * HOUR) });
    ids.open = (await createClockRecord({ userId: cleaner.id, clockInAt: plus(now, -HOUR), jobId: job.id })).id;
    await createClockRecord({ userId: other, clockInAt: plus(now, -2 * HOUR) });
    ids.job = job.id;
  });

  const namesOf = (shifts: { id: string }[]) =>
    shifts.map((shift) => Object.keys(ids).find((name) => ids[name] === shift.id));

  it("answers their own shifts of today, their open clock record and their week's hours", async () => {
    const body = await (await get(null, cleaner.bearer)).json();
    expect(body.role).toBe("cleaner");
    expect(body.todayShifts).toEqual([
      {
        id: ids.today,
        startsAt: plus(today.from, 10 * HOUR).toISOString(),
        endsAt: plus(today.from, 13 * HOUR).toISOString(),
        location: "Depot",
        notes: "Key in the lockbox",
        job: { id: ids.job, title: "Kelly home", address: "4 Patrick Street, Cork" },
      },
    ]);
    expect(body.todayJobs).toEqual([
      {
        id: ids.done,
        title: "Early office",
        address: "2 Main Street, Bray",
        scheduledAt: plus(today.from, 7 * HOUR).toISOString(),
        scheduledEndAt: null,
        completed: true,
      },
      {
        id: ids.murphy,
        title: "Murphy flat",
        address: "2 Main Street, Bray",
        scheduledAt: plus(today.from, 15 * HOUR).toISOString(),
        scheduledEndAt: plus(today.from, 17 * HOUR).toISOString(),
        completed: false,
      },
    ]);
    expect(body.openClock).toEqual({
      id: ids.open,
      clockInAt: plus(now, -HOUR).toISOString(),
      job: { id: ids.job, title: "Kelly home" },
    });
    // No week published yet: no rota, nothing rostered.
    expect(body.weekShifts).toEqual([]);
    expect(body.hoursThisWeek).toEqual({ workedMinutes: 120, rosteredMinutes: 0 });
  });

  it("lists this week's and next week's shifts once each week is published", async () => {
    await db.rotaPublication.create({ data: { weekStart: week.from, publishedById: cast.admin.id } });
    const thisWeekOnly = await (await get(null, cleaner.bearer)).json();
    expect(thisWeekOnly.hoursThisWeek).toEqual({ workedMinutes: 120, rosteredMinutes: 180 });
    // Only shifts still to come: today's (10:00–13:00) until it ends, whatever the time the test runs.
    const shiftsAt = async (hour: number) => {
      vi.useFakeTimers({ toFake: ["Date"], now: plus(today.from, hour * HOUR) });
      try {
        // A session of that time: the test's own may not have begun yet, or have ended.
        const body = await (await get(null, await tokenFor(cleaner))).json();
        return namesOf(body.weekShifts);
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await shiftsAt(12)).toEqual(["today"]);
    expect(await shiftsAt(13.5)).toEqual([]);

    await db.rotaPublication.create({ data: { weekStart: nextWeek.from, publishedById: cast.admin.id } });
    expect(await shiftsAt(12)).toEqual(["today", "nextWeek"]);
    expect(await shiftsAt(13.5)).toEqual(["nextWeek"]);
    const both = await (await get(null, cleaner.bearer)).json();
    expect(both.weekShifts.at(-1)).toMatchObject({ location: "Depot", notes: null, job: null });
    expect(both.hoursThisWeek.rosteredMinutes).toBe(180);
  });

  it("shows another cleaner nothing of theirs", async () => {
    const body = await (await get("Cleaner")).json();
    const shiftIds = [...body.todayShifts, ...body.todayJobs, ...body.weekShifts].map(
      (line: { id: string }) => line.id,
    );
    expect(shiftIds.filter((id) => Object.values(ids).includes(id))).toEqual([]);
    expect(body.openClock).toBeNull();
  });
});

describe("a client's overview", () => {
  let client: Awaited<ReturnType<typeof createPerson>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    client = await createPerson("Client", { firstName: "Clodagh", lastName: "Ryan" });
    const mine = client.id;
    const other = cast.otherClient.id;
    const job = async (
      name: string,
      options: Omit<Parameters<typeof createJob>[0], "clientId"> & { clientId?: string },
    ) => {
      ids[name] = (await createJob({ clientId: mine, title: name, ...options })).id;
    };
    // Upcoming: not completed, from the start of today (Dublin), soonest first, five at most.
    await job("earlyToday", { stage: 2, assigneeId: cast.cleaner.id, scheduledAt: plus(today.from, MINUTE) });
    for (const days of [1, 2, 3, 4, 5]) {
      await job(`in${days}Days`, {
        stage: days === 2 ? 1 : 0,
        assigneeId: days === 2 ? cast.cleaner.id : null,
        scheduledAt: plus(today.from, days * DAY + 9 * HOUR),
        scheduledEndAt: days === 2 ? plus(today.from, days * DAY + 12 * HOUR) : null,
      });
    }
    await job("yesterday", { stage: 1, assigneeId: cast.cleaner.id, scheduledAt: plus(today.from, -12 * HOUR) });
    await job("completedTomorrow", { stage: 3, scheduledAt: plus(today.from, DAY + 8 * HOUR) });
    await job("unscheduled", { stage: 0 });
    await job("othersTomorrow", { clientId: other, scheduledAt: plus(today.from, DAY) });

    // Sign-offs: the latest of theirs, not another client's later one.
    await job("signedEarlier", { stage: 3, scheduledAt: plus(today.from, -10 * DAY) });
    await job("signedLater", { stage: 3, scheduledAt: plus(today.from, -3 * DAY) });
    await job("othersSigned", { clientId: other, stage: 3, scheduledAt: plus(today.from, -DAY) });
    await signOff(ids.signedEarlier!, plus(today.from, -10 * DAY + 12 * HOUR), "Clodagh Ryan");
    await signOff(ids.signedLater!, plus(today.from, -3 * DAY + 12 * HOUR), "Pádraig Ryan");
    await signOff(ids.othersSigned!, plus(today.from, -DAY + 12 * HOUR), "Seán Murphy");

    // Invoices: sent and unpaid, the earliest due first, ten at most.
    const invoice = async (
      name: string,
      options: Omit<Parameters<typeof createInvoice>[0], "clientId"> & { clientId?: string },
    ) => {
      ids[name] = (await createInvoice({ clientId: mine, ...options })).id;
    };
    await invoice("overdue", { status: 1, dueDate: dayFromToday(-3), totalCents: 12_345, number: "INV-2026-9001" });
    await invoice("storedOverdue", { status: 3, dueDate: dayFromToday(-2), totalCents: 500 });
    for (const days of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      await invoice(`dueIn${days}`, { status: 1, dueDate: dayFromToday(days), totalCents: 1_000 * days });
    }
    await invoice("draft", { status: 0, dueDate: dayFromToday(-9), totalCents: 1 });
    await invoice("paid", { status: 2, dueDate: dayFromToday(-8), totalCents: 2, paidAt: dayFromToday(-9) });
    await invoice("others", { clientId: other, status: 1, dueDate: dayFromToday(-7), totalCents: 3 });
  });

  const namesOf = (rows: { id: string }[]) => rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

  it("answers their next visits, their latest sign-off and their open invoices", async () => {
    const body = await (await get(null, client.bearer)).json();
    expect(body.role).toBe("client");
    expect(namesOf(body.upcoming)).toEqual(["earlyToday", "in1Days", "in2Days", "in3Days", "in4Days"]);
    expect(body.upcoming[2]).toEqual({
      id: ids.in2Days,
      title: "in2Days",
      scheduledAt: plus(today.from, 2 * DAY + 9 * HOUR).toISOString(),
      scheduledEndAt: plus(today.from, 2 * DAY + 12 * HOUR).toISOString(),
      assignee: { id: cast.cleaner.id, name: "Aoife Byrne" },
      stage: 1,
    });
    expect(body.upcoming[1]).toMatchObject({ assignee: null, scheduledEndAt: null, stage: 0 });

    expect(body.lastCompleted).toEqual({
      id: ids.signedLater,
      title: "signedLater",
      signedAt: plus(today.from, -3 * DAY + 12 * HOUR).toISOString(),
      signedBy: "Pádraig Ryan",
    });

    expect(namesOf(body.openInvoices)).toEqual([
      "overdue",
      "storedOverdue",
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((days) => `dueIn${days}`),
    ]);
    expect(body.openInvoices[0]).toEqual({
      id: ids.overdue,
      number: "INV-2026-9001",
      totalCents: 12_345,
      dueDate: dayFromToday(-3).toISOString(),
      status: 3,
    });
    expect(body.openInvoices.map((invoice: { status: number }) => invoice.status)).toEqual([
      3, 3, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });

  it("shows another client only their own, and a new client an empty overview", async () => {
    const other = await (await get(null, cast.otherClient.bearer)).json();
    const named = (rows: { id: string }[]) => namesOf(rows).filter(Boolean);
    expect(named(other.upcoming)).toEqual(["othersTomorrow"]);
    expect(named(other.openInvoices)).toEqual(["others"]);
    expect(other.lastCompleted).toMatchObject({ id: ids.othersSigned, signedBy: "Seán Murphy" });

    const newcomer = await createPerson("Client");
    expect(await (await get(null, newcomer.bearer)).json()).toEqual({
      role: "client",
      upcoming: [],
      lastCompleted: null,
      openInvoices: [],
    });
  });
});
