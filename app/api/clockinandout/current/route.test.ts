import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import {
  HOUR,
  createCast,
  createClockRecord,
  createJob,
  createPerson,
  createShift,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { dublinDate, dublinDayStart } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { GET as getCurrent } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const current = (bearer?: string) => getCurrent(apiRequest("/api/clockinandout/current", { bearer }));
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

describe("GET /api/clockinandout/current", () => {
  it.each([
    [null, 401],
    ["Client", 403],
    ["Cleaner", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    const person = role ? await createPerson(role) : undefined;
    const response = await current(person?.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toEqual({ open: null, todayShifts: [], todayJobs: [] });
  });

  it("answers a cleaner's open record and today's shifts with their jobs", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id, assigneeId: cleaner.id, title: "Kelly home" });
    const shift = await createShift({
      cleanerId: cleaner.id,
      jobId: job.id,
      startsAt: fromNow(-1),
      endsAt: fromNow(1),
      location: "4 Patrick Street, Cork",
      notes: "Side gate code 4512",
    });
    // Not today (the Irish day is at most 25 hours long), or not theirs.
    await createShift({ cleanerId: cleaner.id, startsAt: fromNow(-30), endsAt: fromNow(-29) });
    await createShift({ cleanerId: cleaner.id, startsAt: fromNow(30), endsAt: fromNow(31) });
    await createShift({ cleanerId: cast.otherCleaner.id, startsAt: fromNow(-1), endsAt: fromNow(1) });
    const open = await createClockRecord({ userId: cleaner.id, jobId: job.id, clockInAt: fromNow(-0.5) });
    await createClockRecord({ userId: cleaner.id, clockInAt: fromNow(-3), clockOutAt: fromNow(-2) });

    const response = await current(cleaner.bearer);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.open).toMatchObject({
      id: open.id,
      clockOutAt: null,
      job: { id: job.id, title: "Kelly home" },
      forgotten: false,
      locked: false,
      clockInOffline: false,
    });
    expect(body.todayShifts).toEqual([
      {
        id: shift.id,
        startsAt: shift.startsAt.toISOString(),
        endsAt: shift.endsAt.toISOString(),
        location: "4 Patrick Street, Cork",
        notes: "Side gate code 4512",
        job: { id: job.id, title: "Kelly home", address: "4 Patrick Street, Cork" },
      },
    ]);
  });

  it("offers the jobs assigned for today that no shift of today is on, by time, not completed ones", async () => {
    const cleaner = await createPerson("Cleaner");
    const today = dublinDayStart(dublinDate(new Date()));
    const at = (hours: number) => new Date(today.getTime() + hours * HOUR);
    const job = (title: string, scheduledAt: Date, assigneeId: string = cleaner.id) =>
      createJob({ clientId: cast.client.id, assigneeId, title, scheduledAt });
    const afternoon = await job("Afternoon surgery", at(15));
    const morning = await job("Morning office", at(9));
    await db.job.update({ where: { id: morning.id }, data: { scheduledEndAt: at(11) } });
    const rostered = await job("On the rota", at(12));
    await createShift({ cleanerId: cleaner.id, jobId: rostered.id, startsAt: at(12), endsAt: at(13) });
    const done = await job("Signed off", at(8));
    await db.job.update({ where: { id: done.id }, data: { stage: JOB_STAGE.Completed } });
    await job("Tomorrow's", at(36));
    await job("Someone else's", at(10), cast.otherCleaner.id);

    const body = await (await current(cleaner.bearer)).json();
    expect(body.todayShifts.map((shift: { job: { id: string } }) => shift.job.id)).toEqual([rostered.id]);
    expect(body.todayJobs).toEqual([
      {
        id: morning.id,
        title: "Morning office",
        address: "4 Patrick Street, Cork",
        scheduledAt: at(9).toISOString(),
        scheduledEndAt: at(11).toISOString(),
      },
      {
        id: afternoon.id,
        title: "Afternoon surgery",
        address: "4 Patrick Street, Cork",
        scheduledAt: at(15).toISOString(),
        scheduledEndAt: null,
      },
    ]);
  });

  it("answers a staff member's own state, not the cleaners'", async () => {
    const admin = await createPerson("Administrator");
    await createClockRecord({ userId: cast.cleaner.id, clockInAt: fromNow(-1) });
    const open = await createClockRecord({ userId: admin.id, clockInAt: fromNow(-2) });
    const body = await (await current(admin.bearer)).json();
    expect(body).toMatchObject({ open: { id: open.id, userId: admin.id }, todayShifts: [] });
  });
});
