import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { POST as createShiftRoute } from "@/app/api/rota/createrota/route";
import { DELETE as deleteShiftRoute } from "@/app/api/rota/delete/route";
import { GET as detailsRoute } from "@/app/api/rota/details/route";
import { GET as publicationsRoute } from "@/app/api/rota/publications/route";
import { POST as publishRoute } from "@/app/api/rota/publish/route";
import { GET as listRoute } from "@/app/api/rota/rotas/route";
import { PUT as updateShiftRoute } from "@/app/api/rota/updaterota/route";
import type { Role } from "@/lib/auth/roles";
import { getEnv } from "@/lib/env";
import { db } from "@/lib/server/db";
import {
  at,
  bearerOf,
  createCast,
  createPerson,
  createShift,
  fingerprint,
  getRequest,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { queueRotaChangeMails } from "./rota-mails";

// Publishing a week of the rota (POST /api/rota/publish), the mails it
// queues in each cleaner's language, the published weeks
// (GET /api/rota/publications), and the mails later changes queue.

let cast: Cast;
let french: Person;
let english: Person;
let banned: Person;

beforeAll(async () => {
  cast = await createCast();
  french = await createPerson("Cleaner", { firstName: "Amélie", lastName: "Dubois" });
  await db.user.update({ where: { id: french.id }, data: { locale: "fr" } });
  english = await createPerson("Cleaner", { firstName: "Seán", lastName: "Murphy" });
  banned = await createPerson("Cleaner", { status: "banned" });
});
beforeEach(async () => {
  await db.outboxMail.deleteMany();
});

// As the Administrator unless another caller (or null, nobody) is given.
const publish = (weekStart: unknown, bearer: string | null = cast.admin.bearer) =>
  publishRoute(apiRequest("/api/rota/publish", { body: { weekStart }, bearer: bearer ?? undefined }));

const mails = () =>
  db.outboxMail.findMany({
    select: { kind: true, toAddress: true, locale: true, subject: true, text: true, html: true },
    orderBy: [{ createdAt: "asc" }, { toAddress: "asc" }],
  });
const mailTo = async (person: Person) => (await mails()).filter((mail) => mail.toAddress === person.email);

describe("POST /api/rota/publish", () => {
  it.each([
    [null, 401, "2027-01-04"],
    ["Cleaner", 403, "2027-01-04"],
    ["Client", 403, "2027-01-04"],
    ["Administrator", 200, "2027-01-11"],
    ["SuperAdministrator", 200, "2027-01-18"],
  ] as const)("as %s → %i", async (role: Role | null, status, weekStart) => {
    await createShift({
      cleanerId: english.id,
      startsAt: at(`${weekStart}T09:00:00Z`),
      endsAt: at(`${weekStart}T10:00:00Z`),
    });
    const before = await fingerprint();
    const response = await publish(weekStart, bearerOf(cast, role) ?? null);
    expect(response.status).toBe(status);
    if (status !== 200) {
      expect(await fingerprint()).toBe(before);
      return;
    }
    expect(await response.json()).toEqual({ weekStart, publishedAt: expect.any(String), mailed: 1 });
  });

  it("publishes a summer week once and mails each active cleaner their days, in their language and Irish time", async () => {
    // The week of Monday 7 June 2027 runs from 2027-06-06T23:00Z to 2027-06-13T23:00Z (Irish summer time).
    const shifts = [
      [french, "2027-06-07T08:00:00Z", "2027-06-07T12:00:00Z", "1 Main Street, Ennis"],
      [french, "2027-06-09T12:00:00Z", "2027-06-09T15:00:00Z", "2 Abbey Street, Ennis", "Clé chez la voisine"],
      [french, "2027-06-09T07:00:00Z", "2027-06-09T09:00:00Z", "3 Mill Road, Ennis"],
      [english, "2027-06-06T23:30:00Z", "2027-06-07T03:00:00Z", "Night clean, Shannon"], // Monday 00:30
      [english, "2027-06-13T22:00:00Z", "2027-06-13T22:45:00Z", "Late clean, Shannon"], // Sunday 23:00
      [english, "2027-06-13T23:00:00Z", "2027-06-14T01:00:00Z", "Next week, Shannon"], // Monday 14th 00:00
      [banned, "2027-06-08T08:00:00Z", "2027-06-08T09:00:00Z", "Nobody's"],
    ] as const;
    for (const [person, startsAt, endsAt, location, notes] of shifts) {
      await createShift({ cleanerId: person.id, startsAt: at(startsAt), endsAt: at(endsAt), location, notes });
    }
    const response = await publish("2027-06-07");
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ weekStart: "2027-06-07", publishedAt: expect.any(String), mailed: 2 });
    const stored = await db.rotaPublication.findUniqueOrThrow({ where: { weekStart: at("2027-06-06T23:00:00Z") } });
    expect(stored).toMatchObject({ publishedById: cast.admin.id });
    expect(stored.publishedAt.toISOString()).toBe(answer.publishedAt);

    const [toFrench] = await mailTo(french);
    expect(toFrench).toMatchObject({
      kind: "rota-week",
      locale: "fr",
      subject: "Votre planning de la semaine du 7 juin 2027",
    });
    expect(toFrench!.text).toContain("Bonjour Amélie,");
    expect(toFrench!.text).toContain("lundi 7 juin: de 09:00 à 13:00, 1 Main Street, Ennis");
    expect(toFrench!.text).toContain(
      "mercredi 9 juin: de 08:00 à 10:00, 3 Mill Road, Ennis\nde 13:00 à 16:00, 2 Abbey Street, Ennis\n" +
        "Remarque : Clé chez la voisine",
    );
    // The cleaner's own rota, on their home page: the Rota screen is the office's (403 to a cleaner).
    expect(toFrench!.text).toContain(`${getEnv().APP_ORIGIN}/fr/dashboard/app#rota`);
    expect(toFrench!.html).toContain('href="' + `${getEnv().APP_ORIGIN}/fr/dashboard/app#rota"`);

    const [toEnglish] = await mailTo(english);
    expect(toEnglish).toMatchObject({
      kind: "rota-week",
      locale: "en",
      subject: "Your rota for the week of 7 June 2027",
    });
    expect(toEnglish!.text).toContain("Monday, 7 June: 00:30–04:00, Night clean, Shannon");
    expect(toEnglish!.text).toContain("Sunday, 13 June: 23:00–23:45, Late clean, Shannon");
    expect(toEnglish!.text).not.toContain("Next week");
    expect(toEnglish!.text).toContain(`${getEnv().APP_ORIGIN}/dashboard/app#rota`);
    expect(await mailTo(banned)).toEqual([]);

    const before = await fingerprint();
    const again = await publish("2027-06-07");
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: "CONFLICT",
      message: "This week is already published.",
      fields: { weekStart: "This week is already published." },
    });
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    ["a Tuesday", "2027-06-08", "weekStart"],
    ["not a day", "next week", "weekStart"],
    ["nothing", undefined, "weekStart"],
  ])("answers 400 for %s, naming weekStart", async (_case, weekStart, field) => {
    const before = await fingerprint();
    const response = await publish(weekStart);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await fingerprint()).toBe(before);
  });

  it("publishes a week with no shifts, mailing nobody", async () => {
    expect(await (await publish("2030-01-07")).json()).toMatchObject({ weekStart: "2030-01-07", mailed: 0 });
  });
});

describe("GET /api/rota/publications", () => {
  beforeAll(async () => {
    await publish("2027-03-22"); // GMT: 2027-03-22T00:00Z
    await publish("2027-03-29", cast.superAdmin.bearer); // after the change: 2027-03-28T23:00Z
  });

  const list = (query: Record<string, string>, role: Role | null = "Cleaner") =>
    publicationsRoute(getRequest("/api/rota/publications", query, bearerOf(cast, role)));

  it.each([
    [null, 401],
    ["Cleaner", 200],
    ["Client", 200],
    ["Administrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await list({ startDate: "2027-03-22", endDate: "2027-03-22" }, role)).status).toBe(status);
  });

  it("answers the weeks overlapping the range by their Monday, with who published them", async () => {
    const body = await (await list({ startDate: "2027-03-22", endDate: "2027-04-04" })).json();
    expect(body).toEqual({
      data: [
        {
          weekStart: "2027-03-22",
          publishedAt: expect.any(String),
          publishedBy: { id: cast.admin.id, name: "Orla Doyle" },
        },
        {
          weekStart: "2027-03-29",
          publishedAt: expect.any(String),
          publishedBy: { id: cast.superAdmin.id, name: "Eoin Ryan" },
        },
      ],
    });
    // A day in the middle of a week finds it; the calendar asks for the week's Monday.
    const midweek = await (await list({ startDate: "2027-03-31", endDate: "2027-03-31" })).json();
    expect(midweek.data.map((week: { weekStart: string }) => week.weekStart)).toEqual(["2027-03-29"]);
    const monday = await (await list({ startDate: "2027-03-29", endDate: "2027-03-29" })).json();
    expect(monday.data.map((week: { weekStart: string }) => week.weekStart)).toEqual(["2027-03-29"]);
    // A range ending as the week starts (Monday 00:00 Irish time) does not overlap it.
    const before = await (await list({ startDate: "2027-03-28T00:00:00Z", endDate: "2027-03-28T23:00:00Z" })).json();
    expect(before.data.map((week: { weekStart: string }) => week.weekStart)).toEqual(["2027-03-22"]);
  });

  it("answers 400 for a range over 93 days or without dates", async () => {
    const long = await list({ startDate: "2027-01-01", endDate: "2027-04-05" });
    expect(long.status).toBe(400);
    expect(Object.keys((await long.json()).error.fields)).toEqual(["query.endDate"]);
    expect((await list({})).status).toBe(400);
  });
});

describe("a shift's published flag", () => {
  it("is true for the shifts of a published week, in the list and by id", async () => {
    const inside = await createShift({
      cleanerId: english.id,
      startsAt: at("2027-08-02T09:00:00Z"),
      endsAt: at("2027-08-02T10:00:00Z"),
    });
    const outside = await createShift({
      cleanerId: english.id,
      startsAt: at("2027-08-09T09:00:00Z"),
      endsAt: at("2027-08-09T10:00:00Z"),
    });
    await publish("2027-08-02");
    const query = { startDate: "2027-08-01", endDate: "2027-08-15", cleanerId: english.id };
    const listed = await (await listRoute(getRequest("/api/rota/rotas", query, cast.admin.bearer))).json();
    expect(listed.data.map((shift: { id: string; published: boolean }) => [shift.id, shift.published])).toEqual([
      [inside.id, true],
      [outside.id, false],
    ]);
    const one = await (await detailsRoute(getRequest("/api/Rota/Details", { id: inside.id }, english.bearer))).json();
    expect(one.published).toBe(true);
  });
});

describe("changes to a published week", () => {
  // The week of Monday 6 December 2027 (GMT) is published; the next is not.
  beforeAll(async () => {
    await publish("2027-12-06");
  });

  const createShiftCall = (body: Record<string, unknown>) =>
    createShiftRoute(apiRequest("/api/rota/createrota", { body, bearer: cast.admin.bearer }));
  const updateShiftCall = (body: Record<string, unknown>) =>
    updateShiftRoute(apiRequest("/api/rota/UpdateRota", { method: "PUT", body, bearer: cast.admin.bearer }));

  it("mails the cleaner a new shift, its move (before and after), and its removal", async () => {
    const created = await createShiftCall({
      cleanerId: french.id,
      location: "1 Main Street, Ennis",
      startsAt: "2027-12-07T09:00:00Z",
      endsAt: "2027-12-07T12:00:00Z",
    });
    const shift = await created.json();
    let [mail] = await mailTo(french);
    expect(mail).toMatchObject({ kind: "rota-changed", locale: "fr", subject: "Votre planning a changé" });
    expect(mail!.text).toContain("Nouveau créneau: mardi 7 décembre, de 09:00 à 12:00, 1 Main Street, Ennis");
    expect(await db.outboxMail.count()).toBe(1);

    await db.outboxMail.deleteMany();
    await updateShiftCall({ id: shift.id, startsAt: "2027-12-08T13:00:00Z", endsAt: "2027-12-08T15:00:00Z" });
    [mail] = await mailTo(french);
    expect(mail!.text).toContain(
      "Créneau modifié: Avant : mardi 7 décembre, de 09:00 à 12:00, 1 Main Street, Ennis\n" +
        "Après : mercredi 8 décembre, de 13:00 à 15:00, 1 Main Street, Ennis",
    );

    await db.outboxMail.deleteMany();
    await deleteShiftRoute(
      apiRequest(`/api/Rota/Delete?id=${shift.id}`, { method: "DELETE", bearer: cast.admin.bearer }),
    );
    [mail] = await mailTo(french);
    expect(mail!.text).toContain("Créneau annulé: mercredi 8 décembre, de 13:00 à 15:00, 1 Main Street, Ennis");
  });

  it("mails the office's note with a new shift, and a changed note as a change; the same note again mails nothing", async () => {
    await createShiftCall({
      cleanerId: english.id,
      location: "7 Quay Street, Galway",
      startsAt: "2027-12-11T14:00:00Z",
      endsAt: "2027-12-11T16:00:00Z",
      notes: "Alarm code 4512",
    });
    const shift = await db.rotaShift.findFirstOrThrow({ where: { location: "7 Quay Street, Galway" } });
    let [mail] = await mailTo(english);
    expect(mail!.text).toContain(
      "New shift: Saturday, 11 December, 14:00–16:00, 7 Quay Street, Galway\nNote: Alarm code 4512",
    );

    await db.outboxMail.deleteMany();
    await updateShiftCall({ id: shift.id, notes: "Alarm code 4512" });
    expect(await db.outboxMail.count()).toBe(0);

    await updateShiftCall({ id: shift.id, notes: "Alarm code changed: 9031" });
    [mail] = await mailTo(english);
    expect(mail!.text).toContain(
      "Shift changed: Before: Saturday, 11 December, 14:00–16:00, 7 Quay Street, Galway\nNote: Alarm code 4512\n" +
        "After: Saturday, 11 December, 14:00–16:00, 7 Quay Street, Galway\nNote: Alarm code changed: 9031",
    );
  });

  it("mails both cleaners of a reassigned shift: removed for one, added for the other", async () => {
    const shift = await createShift({
      cleanerId: french.id,
      startsAt: at("2027-12-09T09:00:00Z"),
      endsAt: at("2027-12-09T10:00:00Z"),
      location: "Ennis",
    });
    await updateShiftCall({ id: shift.id, cleanerId: english.id });
    const [toFrench] = await mailTo(french);
    const [toEnglish] = await mailTo(english);
    expect(toFrench!.text).toContain("Créneau annulé: jeudi 9 décembre, de 09:00 à 10:00, Ennis");
    expect(toEnglish).toMatchObject({ kind: "rota-changed", subject: "Your rota has changed" });
    expect(toEnglish!.text).toContain("New shift: Thursday, 9 December, 09:00–10:00, Ennis");
  });

  it("mails a shift moved out of the published week, and nothing for unpublished weeks", async () => {
    const shift = await createShift({
      cleanerId: english.id,
      startsAt: at("2027-12-13T09:00:00Z"),
      endsAt: at("2027-12-13T10:00:00Z"),
    });
    await updateShiftCall({ id: shift.id, notes: "Unpublished week" });
    await updateShiftCall({ id: shift.id, startsAt: "2027-12-14T09:00:00Z", endsAt: "2027-12-14T10:00:00Z" });
    expect(await db.outboxMail.count()).toBe(0);
    await updateShiftCall({ id: shift.id, startsAt: "2027-12-10T09:00:00Z", endsAt: "2027-12-10T10:00:00Z" });
    expect((await mailTo(english))[0]!.text).toContain("Shift changed: Before: Tuesday, 14 December");
  });

  it("mails the cleaner when a job puts a shift in the published week", async () => {
    const response = await createJobRoute(
      apiRequest("/api/job/createjob", {
        body: {
          title: "Oven clean",
          location: "4 Patrick Street, Cork",
          service: "House Cleaning",
          userClientId: cast.client.id,
          userAssigneeId: english.id,
          scheduledAt: "2027-12-10T14:00:00Z",
          scheduledEndAt: "2027-12-10T15:00:00Z",
        },
        bearer: cast.admin.bearer,
      }),
    );
    expect(response.status).toBe(200);
    const kinds = (await mailTo(english)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["job-assigned", "rota-changed"]);
  });

  it("never mails the person who made the change, nor an inactive cleaner", async () => {
    const slot = { startsAt: at("2027-12-07T16:00:00Z"), endsAt: at("2027-12-07T17:00:00Z"), location: "Ennis" };
    const queued = (cleanerId: string, actorId: string | null) =>
      db.$transaction((tx) => queueRotaChangeMails(tx, [{ before: null, after: { ...slot, cleanerId } }], actorId));
    expect(await queued(english.id, english.id)).toBe(0);
    expect(await queued(banned.id, null)).toBe(0);
    expect(await queued(english.id, null)).toBe(1);
  });
});
