import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { e2eQueryOne, readLatestMail, userIdOf, type E2eArg } from "../db";
import { DEMO, expect, ENGINE_INDEPENDENT, PHONE, phonePage, signInByApi, switchUser, test } from "../fixtures";
import { addDays, dublinDate, dublinMonday, fromDublinLocal, toDublinLocal } from "../../lib/i18n/dublin-time";

// The workforce on its screens: the office plans a week with a repeating
// shift and is told what a clashing one clashes with, publishes the week
// (the cleaner's e-mail is in the outbox); the cleaner clocks in and out on
// a phone, once with no connection; the office corrects the hours with a
// reason, approves the week's timesheet (locked after) and downloads the
// payroll CSV, whose row matches the database. axe runs on every screen in
// English and Arabic.

type Locale = "en" | "ar";
const messages = Object.fromEntries(
  (["en", "ar"] as const).map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"))]),
) as Record<Locale, unknown>;
const text = (locale: Locale, path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as string;
const en = (path: string) => text("en", path);

const ORIGIN = { origin: "http://localhost:3100" };
const PASSWORD = `Bray-${randomUUID()}`;
const HOWTH = { latitude: 53.3876, longitude: -6.0654 };

function query<T>(sql: string, ...params: E2eArg[]): Promise<T | undefined> {
  return e2eQueryOne<T>(sql, params);
}

// A cleaner of one's own, so no demo shift or open clock record gets in the way.
// A clash names the other shift's day as the dashboard writes days ("Wed, 2 Dec"), not "2026-12-02".
const clashDay = (day: string) =>
  new Intl.DateTimeFormat("en-IE", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function newCleaner(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.ie`;
  // Names have letters only: a few random ones keep this cleaner apart from earlier runs'.
  const lastName = `Tester${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const response = await page.request.post("/api/user/createUser", {
    data: { email, password: PASSWORD, firstName, lastName, role: "Cleaner" },
    headers: ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, email, name: `${firstName} ${lastName}` };
}

// A past record of the cleaner's, as the office makes one: clocked in by
// the office, then corrected to the times given (no clock-out: still open).
async function pastRecord(page: Page, cleanerId: string, times: { clockInAt: string; clockOutAt?: string }) {
  const clockedIn = await page.request.post("/api/ClockInAndOut/CreateClockInAndOut", {
    data: { userId: cleanerId },
    headers: ORIGIN,
  });
  expect(clockedIn.status(), await clockedIn.text()).toBe(200);
  const { id } = (await clockedIn.json()) as { id: string };
  const set = await page.request.put("/api/ClockInAndOut/UpdateClockInAndOut", {
    data: { id, ...times, reason: "Set up for the test" },
    headers: ORIGIN,
  });
  expect(set.status(), await set.text()).toBe(200);
  return id;
}

// A new cleaner's phone, which allows its location when asked.
function cleanerPhone(browser: Browser, email: string, options: { javaScriptEnabled?: boolean } = {}) {
  return phonePage(browser, email, {
    permissions: ["geolocation"],
    geolocation: HOWTH,
    password: PASSWORD,
    ...options,
  });
}

test("the office plans and publishes a week; a cleaner clocks on a phone, once offline; the timesheet is approved and paid", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, many screens
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Niamh");
  const place = `${Math.floor(Math.random() * 90) + 10} Strand Road, Bray`;
  // A week well ahead, free of anything else.
  const monday = addDays(dublinMonday(new Date()), 7 * (6 + Math.floor(Math.random() * 30)));

  // A shift every week for three weeks, made in one go.
  await page.goto("/dashboard/rota/new");
  await expect(page.getByRole("heading", { level: 1, name: en("Rota.newShift") })).toBeVisible();
  await page.getByRole("combobox", { name: en("Rota.cleaner") }).fill(cleaner.name.split(" ")[1]!);
  await page.getByRole("option", { name: new RegExp(cleaner.name) }).click();
  await page.getByLabel(en("Rota.startsAt")).fill(`${monday}T09:00`);
  await page.getByLabel(en("Rota.endsAt")).fill(`${monday}T12:00`);
  await page.getByRole("combobox", { name: en("Rota.location") }).fill(place);
  await page.getByRole("combobox", { name: en("Rota.repeat") }).click();
  await page.getByRole("option", { name: en("Rota.repeatWeekly") }).click();
  await page.getByLabel(en("Rota.repeatUntil")).fill(addDays(monday, 14));
  await expectNoSeriousAxeViolations(page, "new shift (en)");
  await page.getByRole("button", { name: en("Rota.createShift") }).click();
  await expect(page.getByText("3 shifts created")).toBeVisible();
  // The calendar opens on the week of the first shift, weeks ahead, not on this week.
  await expect(page).toHaveURL(/\/dashboard\/rota\?/);
  await expect(page.getByTestId("rota-calendar").getByText(cleaner.name).first()).toBeVisible();
  expect(
    (await query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM "RotaShift" WHERE "cleanerId" = ? AND "seriesId" IS NOT NULL`,
      cleaner.id,
    ))!.n,
  ).toBe(3);

  // A shift that overlaps the second week's is refused, and the message names the clash.
  await page.goto("/dashboard/rota/new");
  await page.getByRole("combobox", { name: en("Rota.cleaner") }).fill(cleaner.name.split(" ")[1]!);
  await page.getByRole("option", { name: new RegExp(cleaner.name) }).click();
  await page.getByLabel(en("Rota.startsAt")).fill(`${addDays(monday, 7)}T11:00`);
  await page.getByLabel(en("Rota.endsAt")).fill(`${addDays(monday, 7)}T14:00`);
  await page.getByRole("combobox", { name: en("Rota.location") }).fill("1 Main Street, Greystones");
  await page.getByRole("button", { name: en("Rota.createShift") }).click();
  await expect(
    page.getByText(new RegExp(`${clashDay(addDays(monday, 7))}, 09:00–12:00, at ${place}`)).first(),
  ).toBeVisible();
  expect(
    (await query<{ n: number }>(`SELECT COUNT(*) AS n FROM "RotaShift" WHERE "cleanerId" = ?`, cleaner.id))!.n,
  ).toBe(3);

  // The week on the calendar; publishing it e-mails the cleaner their week.
  await page.goto(`/dashboard/rota?view=timeGridWeek&date=${monday}&cleanerId=${cleaner.id}`);
  await expect(page.getByTestId("rota-calendar").getByText(cleaner.name).first()).toBeVisible();
  await page.getByRole("button", { name: en("Rota.publishWeek") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: en("Rota.publish") })
    .click();
  await expect(page.getByText(/Published/).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            `SELECT COUNT(*) AS n FROM "OutboxMail" WHERE "toAddress" = ? AND kind = 'rota-week'`,
            cleaner.email,
          )
        )?.n,
    )
    .toBe(1);

  // The cleaner on a phone: the mail's "Open my rota" opens their own rota (the Rota screen is the office's).
  const phone = await cleanerPhone(browser, cleaner.email);
  const rotaMail = await readLatestMail(cleaner.email, 15_000, "rota");
  const rotaLink = rotaMail.match(/http:\/\/localhost:3100\/dashboard\/[^\s"<]+/)![0];
  expect(rotaLink).toBe("http://localhost:3100/dashboard/app#rota");
  await phone.page.goto(rotaLink);
  await expect(phone.page.locator("#rota").getByRole("heading", { name: en("Overview.myRota") })).toBeVisible();

  // …clock in (the location is recorded with consent)…
  // The page comes with the server's word on whether they are clocked in (without it,
  // the button would wait: a tap could clock in twice).
  await phone.page.goto("/dashboard/clocking");
  const state = phone.page.getByTestId("clock-state");
  await expect(state).toHaveText(en("Clocking.notClockedIn"));
  await phone.page.getByRole("button", { name: en("Clocking.clockIn"), exact: true }).tap();
  await expect(state).toContainText("Clocked in since");
  // A double tap does not clock straight back out: the button waits a moment.
  await expect(phone.page.getByRole("button", { name: en("Clocking.clockOut"), exact: true })).toBeDisabled();
  // The toast says so at the bottom of a phone's screen (at the top it covered the page's title).
  const toast = phone.page.getByRole("status").filter({ hasText: new RegExp(`^${en("Clocking.clockedInToast")}$`) });
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())!.y).toBeGreaterThan(PHONE.viewport.height / 2);
  await expect
    .poll(
      async () =>
        (await query<{ n: number }>(`SELECT COUNT(*) AS n FROM "ClockRecord" WHERE "userId" = ?`, cleaner.id))?.n,
    )
    .toBe(1);

  // …and out with no connection: kept on the phone, sent when the connection returns.
  await phone.context.setOffline(true);
  await phone.page.getByRole("button", { name: en("Clocking.clockOut"), exact: true }).tap();
  await expect(phone.page.getByTestId("clock-pending")).toBeVisible();
  await expect(state).toHaveText(en("Clocking.notClockedIn"));
  // The page's forms loaded in the background once it was idle: one opens with no connection.
  await phone.page.getByRole("button", { name: en("ClockRequests.reportMissed") }).tap();
  const missed = phone.page.getByRole("dialog").getByRole("form", { name: en("ClockRequests.reportMissed") });
  await expect(missed.getByRole("textbox", { name: en("ClockRequests.reason") })).toBeVisible();
  await missed.getByRole("button", { name: en("Common.cancel") }).tap();
  await expect(phone.page.getByRole("dialog")).toBeHidden();
  expect(
    (
      await query<{ out: string | null }>(
        `SELECT "clockOutAt" AS out FROM "ClockRecord" WHERE "userId" = ?`,
        cleaner.id,
      )
    )?.out,
  ).toBeNull();
  await phone.context.setOffline(false);
  await expect(phone.page.getByTestId("clock-pending")).toBeHidden();
  const record = (await query<{
    id: string;
    clockOutAt: string | null;
    clockOutOffline: number | boolean;
    clockInLat: number | null;
  }>(`SELECT id, "clockOutAt", "clockOutOffline", "clockInLat" FROM "ClockRecord" WHERE "userId" = ?`, cleaner.id))!;
  expect(record.clockOutAt).not.toBeNull();
  expect(Boolean(record.clockOutOffline)).toBe(true);
  expect(record.clockInLat).toBeCloseTo(HOWTH.latitude, 3);

  // The cleaner's history says the location was recorded.
  await phone.page.goto("/dashboard/clocking/history");
  await phone.page.getByRole("row").nth(1).click();
  await expect(phone.page.getByText(en("Clocking.locationRecordedIn"))).toBeVisible();
  await expectNoSeriousAxeViolations(phone.page, "clocking history on a phone (en)");
  await phone.context.close();

  // The office corrects the record to yesterday 09:00–13:00, with a reason kept.
  const yesterday = addDays(dublinDate(new Date()), -1);
  await page.goto(`/dashboard/clocking?userId=${cleaner.id}`);
  await page.getByRole("row").nth(1).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel(en("Clocking.clockInAt")).fill(`${yesterday}T09:00`);
  await panel.getByLabel(en("Clocking.clockOutAt")).fill(`${yesterday}T13:00`);
  await panel.getByLabel(en("Clocking.reason")).fill("Tapped at the end of the day; worked 9 to 1.");
  await panel.getByRole("button", { name: en("Clocking.saveCorrection") }).click();
  await expect(panel.getByText("Tapped at the end of the day; worked 9 to 1.")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "clock record with a correction (en)");
  await panel.getByRole("button", { name: en("Common.close") }).click();

  // The week's timesheet: the hours are there; approved, it is locked.
  await page.goto("/dashboard/timesheet/new");
  await page.getByRole("combobox", { name: en("Timesheets.person") }).fill(cleaner.name.split(" ")[1]!);
  await page.getByRole("option", { name: new RegExp(cleaner.name) }).click();
  await page.getByLabel(en("Timesheets.weekStarting")).fill(yesterday);
  await page.getByRole("button", { name: en("Timesheets.create") }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Timesheet of ${cleaner.name}` })).toBeVisible();
  await expect(page.getByTestId("timesheet-totals")).toContainText("4 h 0 min");
  // Hours and a note changed, then Submit without Save: they go with it (they used to be dropped).
  await page.getByLabel(en("Timesheets.hours")).fill("4.5");
  await page.getByLabel(en("Timesheets.notes")).fill("Stayed on to finish the windows.");
  await page.getByRole("button", { name: en("Timesheets.submit") }).click();
  await expect(page.getByRole("button", { name: en("Timesheets.approve") })).toBeVisible();
  const submitted = (await query<{ minutesWorked: number; notes: string; status: string }>(
    `SELECT "minutesWorked", notes, status FROM "Timesheet" WHERE "userId" = ?`,
    cleaner.id,
  ))!;
  expect(submitted).toEqual({ minutesWorked: 270, notes: "Stayed on to finish the windows.", status: "submitted" });
  await page.getByRole("button", { name: en("Timesheets.approve") }).click();
  await expect(page.getByText(en("Timesheets.lockedText"))).toBeVisible();
  await expect(page.getByLabel(en("Timesheets.hours"))).toHaveCount(0);
  await expect(page.getByRole("button", { name: en("Timesheets.unlock") })).toBeVisible();
  const sheetId = page.url().split("/").at(-2)!;
  expect(
    (
      await page.request.put("/api/timesheet/updatetimesheet", {
        data: { id: sheetId, minutesWorked: 600 },
        headers: ORIGIN,
      })
    ).status(),
  ).toBe(409);
  expect(
    (
      await page.request.put("/api/ClockInAndOut/UpdateClockInAndOut", {
        data: { id: record.id, clockOutAt: new Date().toISOString(), reason: "Try to change a locked record" },
        headers: ORIGIN,
      })
    ).status(),
  ).toBe(409);

  // The payroll CSV of the week: the cleaner's row matches the database.
  await page.goto(`/dashboard/timesheet?from=${addDays(yesterday, -1)}&to=${addDays(yesterday, 1)}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: en("Common.exportCsv") }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const row = csv.split("\r\n").find((line) => line.includes(cleaner.email));
  expect(row, "the cleaner's row in the CSV").toBeTruthy();
  const minutes = (await query<{ minutesWorked: number }>(
    `SELECT "minutesWorked" FROM "Timesheet" WHERE id = ?`,
    sheetId,
  ))!;
  expect(row!.split(",").at(-1)).toBe((minutes.minutesWorked / 60).toFixed(2));
  expect(row).toContain(",4.00,");
});

// What each screen needs: an admin, or the demo cleaner or client.
type Screen = {
  name: string;
  path: () => string | Promise<string>;
  who?: keyof typeof DEMO;
  open?: (page: Page) => Promise<void>;
};

const firstId = async (sql: string) => (await query<{ id: string }>(sql))!.id;
const clickFirstRow = async (page: Page) => {
  await page.getByRole("row").nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: "rota calendar", path: () => "/dashboard/rota" },
  { name: "rota by cleaner", path: () => "/dashboard/rota?view=cleanerWeek" },
  { name: "rota list with a shift open", path: () => "/dashboard/rota/list", open: clickFirstRow },
  { name: "new shift", path: () => "/dashboard/rota/new" },
  {
    name: "edit a shift",
    path: async () =>
      `/dashboard/rota/${await firstId('SELECT id FROM "RotaShift" ORDER BY "startsAt" DESC LIMIT 1')}/edit`,
  },
  { name: "clocking (office) with a record open", path: () => "/dashboard/clocking", open: clickFirstRow },
  { name: "clocking (cleaner)", path: () => "/dashboard/clocking", who: "cleaner" },
  { name: "clocking history (cleaner)", path: () => "/dashboard/clocking/history", who: "cleaner" },
  {
    name: "one person's clock records",
    path: async () => `/dashboard/clocking/${await firstId(`SELECT id FROM "User" WHERE email = 'cleaner@demo.ie'`)}`,
  },
  {
    name: "correction requests (office) with one open",
    path: () => "/dashboard/clocking/requests",
    open: clickFirstRow,
  },
  { name: "correction requests (cleaner)", path: () => "/dashboard/clocking/requests", who: "cleaner" },
  { name: "timesheets", path: () => "/dashboard/timesheet" },
  { name: "new timesheet", path: () => "/dashboard/timesheet/new" },
  {
    name: "a timesheet",
    path: async () =>
      `/dashboard/timesheet/${await firstId('SELECT id FROM "Timesheet" ORDER BY "periodStart" DESC LIMIT 1')}/edit`,
  },
  { name: "overview (office)", path: () => "/dashboard/app" },
  { name: "overview (cleaner)", path: () => "/dashboard/app", who: "cleaner" },
  { name: "overview (client)", path: () => "/dashboard/app", who: "client" },
];

for (const locale of ["en", "ar"] as const) {
  test(`axe: every workforce screen in ${locale}`, ENGINE_INDEPENDENT, async ({ page }) => {
    test.slow();
    let signedInAs: keyof typeof DEMO | null = null;
    for (const screen of SCREENS) {
      const who = screen.who ?? "admin";
      if (who !== signedInAs) {
        await switchUser(page, DEMO[who]);
        signedInAs = who;
      }
      await page.goto(`${locale === "en" ? "" : `/${locale}`}${await screen.path()}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await screen.open?.(page);
      await expectNoSeriousAxeViolations(page, `${screen.name} (${locale})`);
    }
  });
}

// The time shown for an instant on the calendar is Irish time.
test("the rota calendar shows shifts in Irish time", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const shift = (await query<{ id: string; startsAt: string | number; cleanerId: string }>(
    'SELECT id, "startsAt", "cleanerId" FROM "RotaShift" ORDER BY "startsAt" DESC LIMIT 1',
  ))!;
  const starts = new Date(shift.startsAt);
  await page.goto(`/dashboard/rota?view=timeGridWeek&date=${dublinDate(starts)}&cleanerId=${shift.cleanerId}`);
  await expect(page.getByTestId("rota-calendar").getByText(toDublinLocal(starts).slice(11)).first()).toBeVisible();
});

// Drag and resize on the calendar: a move onto another shift of the cleaner is
// refused (the shift goes back, the message names the clash); a move to free
// time and a longer end are saved.
test("the office moves and resizes a shift by dragging it on the calendar", async ({ page }) => {
  // The whole day on screen: a pointer cannot drop below the window.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Aoife");
  const wednesday = addDays(dublinMonday(new Date()), 7 * (40 + Math.floor(Math.random() * 20)) + 2);
  const book = async (from: string, to: string, location: string) => {
    const response = await page.request.post("/api/rota/createrota", {
      data: {
        cleanerId: cleaner.id,
        location,
        startsAt: fromDublinLocal(`${wednesday}T${from}`)!.toISOString(),
        endsAt: fromDublinLocal(`${wednesday}T${to}`)!.toISOString(),
      },
      headers: ORIGIN,
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const moving = await book("09:00", "12:00", "3 Quay Street, Galway");
  await book("14:00", "16:00", "8 Shop Street, Galway");
  const times = async () =>
    (await query<{ startsAt: string | number; endsAt: string | number }>(
      'SELECT "startsAt", "endsAt" FROM "RotaShift" WHERE id = ?',
      moving,
    ))!;
  const wall = (value: string | number) => toDublinLocal(new Date(value)).slice(11);

  await page.goto(`/dashboard/rota?view=timeGridWeek&date=${wednesday}&cleanerId=${cleaner.id}`);
  const calendar = page.getByTestId("rota-calendar");
  const event = calendar.locator(".fc-timegrid-event").filter({ hasText: "3 Quay Street" });
  await expect(event).toBeVisible();
  const column = calendar.locator(`td.fc-timegrid-col[data-date="${wednesday}"]`);
  // Grabbed just below its top edge and dropped just below a slot's top edge: it then starts at that slot.
  const dragTo = async (slot: string) => {
    const from = (await event.boundingBox())!;
    const lane = (await calendar.locator(`td.fc-timegrid-slot-lane[data-time="${slot}:00"]`).boundingBox())!;
    const target = (await column.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(
        from.x + from.width / 2 + ((target.x + target.width / 2 - (from.x + from.width / 2)) * step) / 10,
        from.y + 4 + ((lane.y + 4 - (from.y + 4)) * step) / 10,
      );
    }
    await page.mouse.up();
  };

  await dragTo("13:00");
  await expect(
    page.getByText(
      `Clashes with this cleaner’s shift on ${clashDay(wednesday)}, 14:00–16:00, at 8 Shop Street, Galway.`,
    ),
  ).toBeVisible();
  const before = await times();
  expect([wall(before.startsAt), wall(before.endsAt)]).toEqual(["09:00", "12:00"]);

  await dragTo("17:00");
  await expect(page.getByText(en("Rota.moved")).first()).toBeVisible();
  await expect.poll(async () => wall((await times()).startsAt)).toBe("17:00");
  expect(wall((await times()).endsAt)).toBe("20:00");

  // The end dragged an hour down.
  await event.hover();
  const handle = event.locator(".fc-event-resizer-end");
  const grip = (await handle.boundingBox())!;
  const lane = (time: string) => calendar.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  const hour = (await lane("21:00"))!.y - (await lane("20:00"))!.y;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + (hour * step) / 10);
  }
  await page.mouse.up();
  await expect.poll(async () => wall((await times()).endsAt)).toBe("21:00");
  expect(wall((await times()).startsAt)).toBe("17:00");
});

test("the week by cleaner shows each shift whole in its cleaner's row and day, and adds one from a row", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Aoife");
  const monday = addDays(dublinMonday(new Date()), 7 * (40 + Math.floor(Math.random() * 30)));
  const tuesday = addDays(monday, 1);
  for (const [from, to] of [
    ["09:00", "12:00"],
    ["13:00", "15:30"],
  ]) {
    const response = await page.request.post("/api/rota/createrota", {
      data: {
        cleanerId: cleaner.id,
        location: "8 Main Street, Bray",
        startsAt: fromDublinLocal(`${tuesday}T${from}`)!.toISOString(),
        endsAt: fromDublinLocal(`${tuesday}T${to}`)!.toISOString(),
      },
      headers: ORIGIN,
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  await page.goto(`/dashboard/rota?date=${monday}`);
  await page.getByRole("button", { name: en("Rota.viewBoard") }).click();
  const board = page.getByTestId("rota-board");
  const row = board.getByRole("row").filter({ has: page.getByRole("rowheader", { name: cleaner.name }) });
  // Both shifts whole, in Tuesday's column (the day cells follow the name: Monday, Tuesday, …).
  const tuesdayCell = row.getByRole("cell").nth(1);
  await expect(tuesdayCell.getByRole("button", { name: /09:00–12:00\s?8 Main Street, Bray/ })).toBeVisible();
  await expect(tuesdayCell.getByRole("button", { name: /13:00–15:30\s?8 Main Street, Bray/ })).toBeVisible();
  await expect(row.getByRole("cell").nth(0).getByRole("button", { name: /–/ })).toHaveCount(0);
  // Active cleaners with no shift that week are listed too: who is free shows.
  // (The active cleaners load beside the shifts: their rows may come a moment later.)
  await expect.poll(() => board.getByRole("rowheader").count()).toBeGreaterThan(1);
  await expect(page).toHaveURL(new RegExp(`view=cleanerWeek.*date=${monday}|date=${monday}.*view=cleanerWeek`));

  await tuesdayCell.getByRole("button", { name: /09:00–12:00/ }).click();
  await expect(page.getByRole("dialog")).toContainText("8 Main Street, Bray");
  await page.keyboard.press("Escape");

  // The calendar shows the same week.
  await page.getByRole("button", { name: en("Rota.calendarView") }).click();
  await expect(page.getByTestId("rota-calendar").getByText(cleaner.name).first()).toBeVisible();
  await page.getByRole("button", { name: en("Rota.viewBoard") }).click();

  // "+" on Thursday opens a new shift for this cleaner on that day.
  await row
    .getByRole("cell")
    .nth(3)
    .getByRole("button", { name: new RegExp(`^Add a shift for ${cleaner.name}`) })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/rota\/new\?/);
  await expect(page.getByRole("combobox", { name: en("Rota.cleaner") })).toHaveValue(cleaner.name);
  await expect(page.getByLabel(en("Rota.startsAt"))).toHaveValue(`${addDays(monday, 3)}T09:00`);
  await expect(page.getByLabel(en("Rota.endsAt"))).toHaveValue(`${addDays(monday, 3)}T13:00`);
});

test("on the week by cleaner the office drags a shift to another cleaner and day; a clash is refused and nothing moves", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  // Two names no other test uses, next to each other in the board's order (by name), so that
  // both rows are on the screen together however many cleaners other tests have added.
  await page.setViewportSize({ width: 1280, height: 1000 });
  const [yvette, yvonne] = [await newCleaner(page, "Yvette"), await newCleaner(page, "Yvonne")];
  const monday = addDays(dublinMonday(new Date()), 7 * (70 + Math.floor(Math.random() * 40)));
  const book = async (cleanerId: string, day: string, location: string) => {
    const response = await page.request.post("/api/rota/createrota", {
      data: {
        cleanerId,
        location,
        startsAt: fromDublinLocal(`${day}T09:00`)!.toISOString(),
        endsAt: fromDublinLocal(`${day}T12:00`)!.toISOString(),
      },
      headers: ORIGIN,
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const moving = await book(yvette.id, addDays(monday, 1), "8 Main Street, Bray");
  await book(yvette.id, addDays(monday, 3), "Yvette's Thursday, Cork");
  // (A shift this week gives Yvonne a row whatever the number of cleaners.)
  await book(yvonne.id, addDays(monday, 4), "Yvonne's Friday, Galway");
  const stored = async () => {
    const row = (await query<{ cleanerId: string; startsAt: string | number; endsAt: string | number }>(
      'SELECT "cleanerId", "startsAt", "endsAt" FROM "RotaShift" WHERE id = ?',
      moving,
    ))!;
    const wall = (value: string | number) => toDublinLocal(new Date(value));
    return { cleanerId: row.cleanerId, startsAt: wall(row.startsAt), endsAt: wall(row.endsAt) };
  };

  await page.goto(`/dashboard/rota?view=cleanerWeek&date=${monday}`);
  const board = page.getByTestId("rota-board");
  const cell = (cleaner: { name: string }, day: number) =>
    board
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: cleaner.name }) })
      .getByRole("cell")
      .nth(day);
  // This run's shift (its name starts with its cleaner's): another run's may share the week.
  const shift = board.getByRole("button", {
    name: new RegExp(`^(${yvette.name}|${yvonne.name}), .*8 Main Street, Bray`),
  });
  await expect(cell(yvette, 1).getByRole("button", { name: /8 Main Street, Bray/ })).toBeVisible();
  await expect(board).toContainText(en("Rota.boardDragHint"));
  // Both rows in view before the drag, so that nothing scrolls while the pointer holds the shift.
  await cell(yvonne, 2).evaluate((element) => element.scrollIntoView({ block: "center" }));

  // Tuesday, Yvette → Wednesday, Yvonne: same times, other day and cleaner.
  await shift.dragTo(cell(yvonne, 2));
  await expect(page.getByText(new RegExp(`^Shift moved to ${yvonne.name}, Wednesday`))).toBeVisible();
  await expect(cell(yvonne, 2).getByRole("button", { name: /09:00–12:00\s?8 Main Street, Bray/ })).toBeVisible();
  await expect(cell(yvette, 1).getByRole("button", { name: /–/ })).toHaveCount(0);
  expect(await stored()).toEqual({
    cleanerId: yvonne.id,
    startsAt: `${addDays(monday, 2)}T09:00`,
    endsAt: `${addDays(monday, 2)}T12:00`,
  });

  // Onto Yvette's Thursday, where she already works 09:00–12:00: refused, and it stays.
  await shift.dragTo(cell(yvette, 3));
  await expect(page.getByRole("alert").filter({ hasText: /^Clashes with this cleaner’s shift/ })).toBeVisible();
  await expect(cell(yvonne, 2).getByRole("button", { name: /8 Main Street, Bray/ })).toBeVisible();
  expect((await stored()).cleanerId).toBe(yvonne.id);
});

test(
  "on a French tablet, or a small laptop with the menu open, the rota list's columns all fit",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    for (const [width, height] of [
      [820, 1180],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/fr/dashboard/rota/list");
      await expect(page.getByRole("row").nth(1)).toBeVisible();
      const columns = await page
        .getByRole("columnheader")
        .evaluateAll((headers) => headers.reduce((sum, header) => sum + header.getBoundingClientRect().width, 0));
      const shown = await page
        .locator(".MuiDataGrid-virtualScroller")
        .first()
        .evaluate((el) => el.clientWidth);
      expect(columns, `${width} px`).toBeLessThanOrEqual(shown + 1);
      await expect(page.getByRole("columnheader", { name: "Publié" })).toBeInViewport({ ratio: 1 });
    }
  },
);

test("the office copies last week into this one; a shift whose cleaner is booked then is left out and named", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Ciara");
  // Two weeks far ahead, free of other tests' shifts.
  const lastWeek = addDays(dublinMonday(new Date()), 7 * (120 + 2 * Math.floor(Math.random() * 40)));
  const thisWeek = addDays(lastWeek, 7);
  const book = async (day: string, from: string, to: string, location: string) => {
    const response = await page.request.post("/api/rota/createrota", {
      data: {
        cleanerId: cleaner.id,
        location,
        startsAt: fromDublinLocal(`${day}T${from}`)!.toISOString(),
        endsAt: fromDublinLocal(`${day}T${to}`)!.toISOString(),
      },
      headers: ORIGIN,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await book(addDays(lastWeek, 1), "09:00", "12:00", "8 Main Street, Bray");
  await book(addDays(lastWeek, 2), "09:00", "12:00", "3 Quay Street, Galway");
  // Already planned this week: Wednesday 10:00–11:00.
  await book(addDays(thisWeek, 2), "10:00", "11:00", "Already planned, Cork");

  await page.goto(`/dashboard/rota?view=cleanerWeek&date=${thisWeek}&cleanerId=${cleaner.id}`);
  const row = page
    .getByTestId("rota-board")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: cleaner.name }) });
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: en("Rota.copyLastWeek") }).click();
  const asked = page.getByRole("dialog", { name: en("Rota.copyTitle") });
  // Filtered on this cleaner: only her shifts are copied, and the question says so.
  await expect(asked).toContainText(en("Rota.copyOneCleaner"));
  await asked.getByRole("button", { name: en("Rota.copy"), exact: true }).click();
  await expect(page.getByText("1 shift copied")).toBeVisible();
  const leftOut = page.getByRole("dialog", { name: "1 shift left out" });
  const line = leftOut.getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(cleaner.name);
  await expect(line).toContainText("09:00");
  await expect(line).toContainText("3 Quay Street, Galway");
  await leftOut.getByRole("button", { name: en("Common.close") }).click();
  // Tuesday's shift is this week's too; Wednesday keeps what was planned.
  await expect(
    row
      .getByRole("cell")
      .nth(1)
      .getByRole("button", { name: /8 Main Street, Bray/ }),
  ).toBeVisible();
  const wednesday = row.getByRole("cell").nth(2);
  await expect(wednesday.getByRole("button", { name: /Already planned, Cork/ })).toBeVisible();
  await expect(wednesday.getByRole("button", { name: /3 Quay Street/ })).toHaveCount(0);
});

test("a cleaner reads the office's note for a shift on their phone's home page and at the clock button", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Saoirse");
  const today = dublinDate(new Date());
  // Early today, so it is today's whatever the time the test runs.
  const response = await page.request.post("/api/rota/createrota", {
    data: {
      cleanerId: cleaner.id,
      location: "12 Harbour Road, Howth",
      startsAt: fromDublinLocal(`${today}T00:05`)!.toISOString(),
      endsAt: fromDublinLocal(`${today}T00:35`)!.toISOString(),
      notes: "Gate code 4512; the dog is friendly",
    },
    headers: ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(200);
  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/app");
  // Under today (just after midnight, while the shift runs, it is also on "My rota" below).
  const todayCard = phone.page.locator("section", {
    has: phone.page.getByRole("heading", { name: en("Overview.today"), exact: true }),
  });
  const shift = todayCard.getByRole("listitem").filter({ hasText: "12 Harbour Road, Howth" });
  await expect(shift).toContainText("Note: Gate code 4512; the dog is friendly");
  // And at the clock button, where the cleaner stands at the door.
  await phone.page.goto("/dashboard/clocking");
  await expect(phone.page.getByRole("radio", { name: /12 Harbour Road, Howth/ })).toBeVisible();
  await expect(phone.page.getByRole("radiogroup")).toContainText("Note: Gate code 4512; the dog is friendly");
  await phone.context.close();
  // Both come with the page, before any script has run (on a slow phone, at first paint):
  // the day, the clock's state and the shift to clock in on. The button waits for the page
  // to be live, as a tap before would be lost.
  const served = await cleanerPhone(browser, cleaner.email, { javaScriptEnabled: false });
  await served.page.goto("/dashboard/app");
  await expect(served.page.getByRole("listitem").filter({ hasText: "12 Harbour Road, Howth" }).first()).toContainText(
    "Note: Gate code 4512; the dog is friendly",
  );
  await served.page.goto("/dashboard/clocking");
  await expect(served.page.getByTestId("clock-state")).toHaveText("You are not clocked in.");
  await expect(served.page.getByRole("radio", { name: /12 Harbour Road, Howth/ })).toBeVisible();
  await expect(served.page.getByRole("button", { name: "Clock in" })).toBeDisabled();
  await served.context.close();
});

test("a new shift's job picker greys a job already on the rota, saying whose it is", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Orla");
  const tag = randomUUID().slice(0, 8);
  const monday = addDays(dublinMonday(new Date()), 7 * (40 + Math.floor(Math.random() * 30)));
  const job = async (title: string, withCleaner: boolean) => {
    const response = await page.request.post("/api/job/createjob", {
      data: {
        title,
        location: "3 Quay Street, Galway",
        service: "House Cleaning",
        userClientId: await userIdOf(DEMO.client),
        ...(withCleaner
          ? {
              userAssigneeId: cleaner.id,
              scheduledAt: fromDublinLocal(`${monday}T09:00`)!.toISOString(),
              scheduledEndAt: fromDublinLocal(`${monday}T11:00`)!.toISOString(),
            }
          : {}),
      },
      headers: ORIGIN,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await job(`Rota pick ${tag} booked`, true);
  await job(`Rota pick ${tag} open`, false);

  await page.goto("/dashboard/rota/new");
  await page.getByRole("combobox", { name: en("Rota.job") }).fill(`Rota pick ${tag}`);
  const booked = page.getByRole("option", { name: new RegExp(`${tag} booked`) });
  await expect(booked).toHaveAttribute("aria-disabled", "true");
  await expect(booked).toContainText(en("Rota.jobPickOnRota").replace("{name}", cleaner.name));
  // The other job is picked, and its address fills the place.
  await page.getByRole("option", { name: new RegExp(`${tag} open`) }).click();
  await expect(page.getByRole("combobox", { name: en("Rota.location") })).toHaveValue("3 Quay Street, Galway");
});

test("a cleaner clocks in on a shift that is no job's; its place is said once", async ({ page, browser }) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Aoife");
  const place = `${Math.floor(Math.random() * 90) + 10} Harbour Road, Dalkey`;
  // A shift around now, so it is today's whatever the hour.
  const now = Date.now();
  const created = await page.request.post("/api/rota/createrota", {
    data: {
      cleanerId: cleaner.id,
      location: place,
      startsAt: new Date(now - 30 * 60_000).toISOString(),
      endsAt: new Date(now + 30 * 60_000).toISOString(),
    },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(200);

  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking");
  const choice = phone.page.getByRole("radio", { name: new RegExp(place) });
  await expect(choice).toBeEnabled();
  // Named by its place, which is not said again after the times.
  await expect(phone.page.getByText(place)).toHaveCount(1);
  await choice.check();
  await phone.page.getByRole("button", { name: en("Clocking.clockIn"), exact: true }).tap();
  await expect(phone.page.getByTestId("clock-state")).toContainText("Clocked in since");
  const record = await query<{ jobId: string | null }>(
    `SELECT "jobId" FROM "ClockRecord" WHERE "userId" = ?`,
    cleaner.id,
  );
  expect(record).toEqual({ jobId: null });
  // The week's hours say the running time is added at clock-out (the timesheet counts closed records).
  await phone.page.goto("/dashboard/app");
  await expect(phone.page.getByText("the time since you clocked in is added when you clock out")).toBeVisible();
  await phone.context.close();
});

test("a cleaner clocks in on today's visit that has no end time, so no shift on the rota", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Niamh");
  const title = `Dental practice ${randomUUID().slice(0, 8)}`;
  // A visit half an hour ago, or at midnight when that was yesterday, so it
  // is today's whatever the hour; booked with a start and no end: a job's shift needs both.
  const midnight = fromDublinLocal(`${dublinDate(new Date())}T00:00`)!.getTime();
  const startsAt = new Date(Math.max(Date.now() - 30 * 60_000, midnight));
  const created = await page.request.post("/api/job/createjob", {
    data: {
      title,
      location: "5 Mill Street, Midleton",
      service: "Office Cleaning",
      userClientId: await userIdOf(DEMO.client),
      userAssigneeId: cleaner.id,
      scheduledAt: startsAt.toISOString(),
    },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id: jobId } = (await created.json()) as { id: string };
  const shifts = await query<{ count: number }>(`SELECT COUNT(*) AS count FROM "RotaShift" WHERE "jobId" = ?`, jobId);
  expect(Number(shifts!.count), "the visit has no shift").toBe(0);

  // On her phone the job is offered, and chosen, though no shift is on it.
  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking");
  const choice = phone.page.getByRole("radio", { name: new RegExp(title) });
  await expect(choice).toBeChecked();
  await expect(phone.page.getByRole("radio", { name: en("Clocking.noJob") })).not.toBeChecked();
  await expectNoSeriousAxeViolations(phone.page, "the clock button with a job of today, on a phone (en)");
  await phone.page.getByRole("button", { name: en("Clocking.clockIn"), exact: true }).tap();
  await expect(phone.page.getByTestId("clock-state")).toContainText(title);
  const record = await query<{ jobId: string | null }>(
    `SELECT "jobId" FROM "ClockRecord" WHERE "userId" = ?`,
    cleaner.id,
  );
  expect(record).toEqual({ jobId });
  // Her home page lists it under today, with its address, though no shift is on it.
  await phone.page.goto("/dashboard/app");
  const todayCard = phone.page.locator("section", {
    has: phone.page.getByRole("heading", { name: en("Overview.today"), exact: true }),
  });
  await expect(todayCard.getByRole("link", { name: title })).toHaveAttribute("href", `/dashboard/job/${jobId}`);
  await expect(todayCard).toContainText("5 Mill Street, Midleton");
  await expect(todayCard).not.toContainText(en("Overview.noShiftsToday"));
  await phone.context.close();
});

test("in dark mode the rota's day names are light on a dark row", ENGINE_INDEPENDENT, async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  await page.evaluate(() => localStorage.setItem("settings", JSON.stringify({ mode: "dark" })));
  await page.goto("/dashboard/rota");
  const header = page.locator(".fc-col-header-cell").first();
  await expect(header).toBeVisible();
  const { text, background } = await header.evaluate((cell) => {
    let node: Element | null = cell;
    let fill = "rgba(0, 0, 0, 0)";
    while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(fill)) {
      fill = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return { text: getComputedStyle(cell.querySelector(".fc-col-header-cell-cushion")!).color, background: fill };
  });
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  };
  // White on white before: the header row kept FullCalendar's own white.
  expect(luminance(text) - luminance(background)).toBeGreaterThan(0.5);
});

test(
  "on the Arabic rota a shift's Latin name and hours lie whole inside the shift",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    await page.goto("/ar/dashboard/rota");
    const event = page.locator(".fc-timegrid-event").first();
    await expect(event).toBeVisible();
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll(".fc-timegrid-event")].flatMap((shift) => {
        const box = shift.getBoundingClientRect();
        return [...shift.querySelectorAll(".fc-event-title, .fc-event-time")].flatMap((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return [...range.getClientRects()]
            .filter((line) => line.left < box.left - 1 || line.right > box.right + 1)
            .map(() => part.textContent);
        });
      }),
    );
    // "Gráinne Doyle" showed as "áinne oyle", "08:00 - 12:00" as "08:00 - 00".
    expect(outside).toEqual([]);
  },
);

test(
  "the rota fits: on a laptop its toolbar stays inside the page; an Arabic phone opens on the day, and the week has each day's name in its column",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    // French labels are the longest: the week's publication was pushed past the page's edge.
    await page.goto("/fr/dashboard/rota");
    await expect(page.locator(".fc-col-header-cell").first()).toBeVisible();
    const outsidePage = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main button, main .MuiChip-root")]
          .filter((control) => {
            const box = control.getBoundingClientRect();
            return box.left < 0 || box.right > document.documentElement.clientWidth;
          })
          .map((control) => control.textContent),
      );
    expect(await outsidePage()).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    // "day week month" beside the title ran past an English phone's edge.
    await page.goto("/dashboard/rota");
    await expect(page.locator(".fc-col-header-cell")).toHaveCount(1);
    expect(await outsidePage()).toEqual([]);
    await page.goto("/ar/dashboard/rota");
    // A phone opens on the day, named in full; the address keeps the view.
    await expect(page.locator(".fc-col-header-cell")).toHaveCount(1);
    await expect(page).toHaveURL(/view=timeGridDay/);
    const weekday = new Intl.DateTimeFormat("ar", { weekday: "long", timeZone: "Europe/Dublin" }).format(new Date());
    await expect(page.locator(".fc-col-header-cell")).toContainText(weekday);
    expect(await outsidePage()).toEqual([]);
    // The week is a tap away.
    await page.locator(".fc-timeGridWeek-button").click();
    await expect(page.locator(".fc-col-header-cell")).toHaveCount(7);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll(".fc-col-header-cell")].flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const text = cell.querySelector(".fc-col-header-cell-cushion")!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const { left, right } = range.getBoundingClientRect();
        return left < box.left - 1 || right > box.right + 1 ? [text.textContent] : [];
      }),
    );
    // "الأحد 29" ran into the next day's column.
    expect(overflowing).toEqual([]);
    expect(await outsidePage()).toEqual([]);
  },
);

// A week's day names and a month's day numbers are links to that day, named and
// hinted in the page's language, by pointer and by keyboard.
test("a day's name in the week and its number in the month open that day", ENGINE_INDEPENDENT, async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/rota?view=timeGridWeek&date=2026-11-25");
  const wednesday = page.locator(".fc-col-header-cell").getByRole("link", { name: "Wed 25" });
  await expect(wednesday).toHaveAttribute("title", "Show 25 November 2026 on its own");
  await wednesday.click();
  await expect(page.locator(".fc-col-header-cell")).toHaveCount(1);
  await expect(page.locator(".fc-col-header-cell")).toContainText("Wednesday 25 November");
  await expect(page).toHaveURL(/view=timeGridDay&date=2026-11-25|date=2026-11-25&view=timeGridDay/);

  await page.goto("/ar/dashboard/rota?view=dayGridMonth&date=2026-11-25");
  const friday = page.locator('td[data-date="2026-11-27"]').getByRole("link");
  await expect(friday).toHaveAttribute("title", /^عرض يوم .+ وحده$/);
  await friday.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".fc-col-header-cell")).toHaveCount(1);
  await expect(page).toHaveURL(/date=2026-11-27/);
  await expect(page).toHaveURL(/view=timeGridDay/);
});

test("a cleaner whose timesheet the office returns is e-mailed why, and reads it at the top of the sheet", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Orlaith");
  const created = await page.request.post("/api/timesheet/createtimesheet", {
    data: {
      userId: cleaner.id,
      periodStart: "2026-11-02T00:00:00.000Z",
      periodEnd: "2026-11-09T00:00:00.000Z",
      minutesWorked: 2400,
    },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const submitted = await page.request.put("/api/timesheet/updatetimesheet", {
    data: { id, status: "submitted" },
    headers: ORIGIN,
  });
  expect(submitted.status()).toBe(200);

  // The office returns it, saying why.
  await page.goto(`/dashboard/timesheet/${id}/edit`);
  await page.getByRole("button", { name: en("Timesheets.reject") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en("Timesheets.reason")).fill("Tuesday afternoon looks too long: check your clock-out.");
  await dialog.getByRole("button", { name: en("Timesheets.reject") }).click();
  await expect(dialog).toBeHidden();

  // The cleaner's mail says why and opens the sheet, which says it again at the top.
  const mail = await readLatestMail(cleaner.email, 15_000, "needs a correction");
  expect(mail).toContain("Tuesday afternoon looks too long: check your clock-out.");
  const link = mail.match(/http:\/\/localhost:3100\/dashboard\/timesheet\/[^\s"<]+\/edit/)![0];
  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto(link);
  const notice = phone.page.getByRole("alert").filter({ hasText: "returned this timesheet" });
  await expect(notice).toContainText("“Tuesday afternoon looks too long: check your clock-out.”");
  await expect(notice).toContainText(en("Timesheets.rejectedNext"));
  // On the phone the day-by-day figures are h:mm, every column in view.
  const days = phone.page.getByRole("table", { name: en("Timesheets.days") });
  await expect(phone.page.getByTestId("timesheet-totals")).toContainText("0:00");
  expect(
    await days.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
  await phone.context.close();
});

test("a cleaner asks the office to correct a clocking; the office approves one request and declines the next, and the cleaner is e-mailed each time", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two decisions, two e-mails
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Sorcha");
  // Yesterday 09:00–13:00: clocked by the office, then set to those times.
  const yesterday = addDays(dublinDate(new Date()), -1);
  const wall = (time: string) => fromDublinLocal(`${yesterday}T${time}`)!.toISOString();
  const recordId = await pastRecord(page, cleaner.id, { clockInAt: wall("09:00"), clockOutAt: wall("13:00") });

  // On her phone the cleaner opens the record and asks for a clock-out at 14:30.
  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking/history");
  await phone.page.getByRole("row").nth(1).click();
  const panel = phone.page.getByRole("dialog");
  const ask = panel.getByRole("form", { name: en("ClockRequests.ask") });
  await ask.getByLabel(en("ClockRequests.reason")).fill("Stayed on to finish the oven; forgot to clock out.");
  // Nothing changed yet: the server says which times to change, and nothing is stored.
  await ask.getByRole("button", { name: en("ClockRequests.send") }).click();
  await expect(ask.getByText(en("Validation.correctionNoChange")).first()).toBeVisible();
  await ask.getByLabel(en("ClockRequests.clockOutAt")).fill(`${yesterday}T14:30`);
  await ask.getByRole("button", { name: en("ClockRequests.send") }).click();
  const card = panel.getByTestId("clock-request");
  await expect(card).toContainText(en("Statuses.clockRequestStatus.pending"));
  await expect(card).toContainText("Stayed on to finish the oven; forgot to clock out.");
  await expect(card.getByRole("button", { name: en("ClockRequests.withdraw") })).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expectNoSeriousAxeViolations(phone.page, "a clock record with a waiting request, on a phone (en)");
  await panel.getByRole("button", { name: en("Common.close") }).click();

  // The office's list of records flags it; the overview counts it and leads to the queue.
  await page.goto(`/dashboard/clocking?userId=${cleaner.id}`);
  await expect(page.getByRole("row").nth(1)).toContainText(en("Clocking.correctionAsked"));
  await page.goto("/dashboard/app");
  await page.getByRole("link", { name: /clock corrections? waits? for you/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/clocking\/requests/);
  await page.getByRole("row", { name: new RegExp(cleaner.name) }).click();
  const office = page.getByRole("dialog");
  await expectNoSeriousAxeViolations(page, "a waiting correction request, for the office (en)");
  await office.getByRole("button", { name: en("ClockRequests.approve") }).click();
  await expect(office.getByTestId("clock-request")).toContainText(en("Statuses.clockRequestStatus.approved"));
  await expect(office).toContainText(`at the request of ${cleaner.name}`);
  const approved = (await query<{ clockOutAt: string | number }>(
    `SELECT "clockOutAt" FROM "ClockRecord" WHERE id = ?`,
    recordId,
  ))!;
  expect(new Date(approved.clockOutAt).toISOString()).toBe(wall("14:30"));

  // Her e-mail opens the record, which says it was approved.
  const approvedMail = await readLatestMail(cleaner.email, 15_000, "approved your request");
  const link = approvedMail.match(/http:\/\/localhost:3100\/dashboard\/clocking\/requests\?record=[0-9a-f-]+/)![0];
  await phone.page.goto(link);
  const opened = phone.page.getByRole("dialog");
  await expect(opened.getByTestId("clock-request")).toContainText(en("Statuses.clockRequestStatus.approved"));

  // She asks again, for a clock-in at 08:45; the office declines it and must say why.
  await opened.getByLabel(en("ClockRequests.clockInAt")).fill(`${yesterday}T08:45`);
  await opened.getByLabel(en("ClockRequests.reason")).fill("I was there before nine.");
  await opened.getByRole("button", { name: en("ClockRequests.send") }).click();
  await expect(opened.getByTestId("clock-request").first()).toContainText(en("Statuses.clockRequestStatus.pending"));
  await phone.context.close();

  await page.goto("/dashboard/clocking/requests");
  await page.getByRole("row", { name: new RegExp(cleaner.name) }).click();
  await office.getByRole("button", { name: en("ClockRequests.decline") }).click();
  const decline = office.getByRole("form", { name: en("ClockRequests.decline") });
  await decline.getByRole("button", { name: en("ClockRequests.decline") }).click();
  await expect(decline.getByText(en("Validation.required"))).toBeVisible();
  await decline.getByLabel(en("ClockRequests.note")).fill("The client's door log shows 09:02.");
  await decline.getByRole("button", { name: en("ClockRequests.decline") }).click();
  await expect(office.getByTestId("clock-request").first()).toContainText(en("Statuses.clockRequestStatus.declined"));
  await expect(office.getByTestId("clock-request").first()).toContainText("The client's door log shows 09:02.");
  const declinedMail = await readLatestMail(cleaner.email, 15_000, "declined your request");
  expect(declinedMail).toContain("The client's door log shows 09:02.");
  const record = (await query<{ clockInAt: string | number }>(
    `SELECT "clockInAt" FROM "ClockRecord" WHERE id = ?`,
    recordId,
  ))!;
  expect(new Date(record.clockInAt).toISOString()).toBe(wall("09:00"));
});

test("a cleaner whose phone was flat reports the missed clocking; the office approves it and the record is added", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Caoimhe");
  const yesterday = addDays(dublinDate(new Date()), -1);
  const wall = (time: string) => fromDublinLocal(`${yesterday}T${time}`)!.toISOString();

  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking");
  await phone.page.getByRole("button", { name: en("ClockRequests.reportMissed") }).click();
  const dialog = phone.page.getByRole("dialog");
  const form = dialog.getByRole("form", { name: en("ClockRequests.reportMissed") });
  // Both times are needed, and why.
  await form.getByRole("button", { name: en("ClockRequests.send") }).click();
  await expect(form.getByText(en("Validation.required"))).toHaveCount(3);
  await form.getByLabel(en("ClockRequests.missedClockIn")).fill(`${yesterday}T09:00`);
  await form.getByLabel(en("ClockRequests.missedClockOut")).fill(`${yesterday}T12:30`);
  await form.getByLabel(en("ClockRequests.reason")).fill("My phone was flat; I was at the Kelly home.");
  await expectNoSeriousAxeViolations(phone.page, "report a missed clocking, on a phone (en)");
  await form.getByRole("button", { name: en("ClockRequests.send") }).click();
  await expect(dialog).toBeHidden();
  await phone.page.goto("/dashboard/clocking/requests");
  await expect(phone.page.getByRole("row").nth(1)).toContainText(en("ClockRequests.missedClocking"));

  // The office opens it from the queue and approves it: the record is there, as asked.
  await page.goto("/dashboard/clocking/requests");
  await page.getByRole("row", { name: new RegExp(cleaner.name) }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("heading", { name: new RegExp(en("ClockRequests.missedClocking")) })).toBeVisible();
  await expect(panel.getByTestId("clock-request")).toContainText("My phone was flat; I was at the Kelly home.");
  await expectNoSeriousAxeViolations(page, "a missed clocking, for the office (en)");
  await panel.getByRole("button", { name: en("ClockRequests.approveAdd") }).click();
  await expect(page.getByText(en("ClockRequests.addedToast"))).toBeVisible();
  const record = (await query<{ clockInAt: string | number; clockOutAt: string | number }>(
    `SELECT "clockInAt", "clockOutAt" FROM "ClockRecord" WHERE "userId" = ?`,
    cleaner.id,
  ))!;
  expect(new Date(record.clockInAt).toISOString()).toBe(wall("09:00"));
  expect(new Date(record.clockOutAt).toISOString()).toBe(wall("12:30"));

  // The cleaner's history shows it, with the office's addition and her reason.
  await phone.page.goto("/dashboard/clocking/history");
  await phone.page.getByRole("row").nth(1).click();
  await expect(phone.page.getByRole("dialog")).toContainText("My phone was flat; I was at the Kelly home.");
  await phone.context.close();
});

test("a cleaner puts a clocking on the job she did that day; the office approves it, then takes the job off in its own correction", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Clodagh");
  const yesterday = addDays(dublinDate(new Date()), -1);
  const wall = (time: string) => fromDublinLocal(`${yesterday}T${time}`)!.toISOString();
  const title = `Surgery clean ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post("/api/job/createjob", {
    data: {
      title,
      location: "12 Main Street, Naas",
      service: "Office Cleaning",
      userClientId: await userIdOf(DEMO.client),
      userAssigneeId: cleaner.id,
      scheduledAt: wall("10:00"),
      scheduledEndAt: wall("12:00"),
    },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id: jobId } = (await created.json()) as { id: string };
  // She clocked in with no job picked: yesterday 10:00–12:15.
  const recordId = await pastRecord(page, cleaner.id, { clockInAt: wall("10:00"), clockOutAt: wall("12:15") });

  // On her phone the job picker offers her job of that day.
  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking/history");
  await phone.page.getByRole("row").nth(1).click();
  const panel = phone.page.getByRole("dialog");
  const ask = panel.getByRole("form", { name: en("ClockRequests.ask") });
  await expect(ask).toContainText(en("Clocking.dayJobsHint"));
  await ask.getByRole("combobox", { name: en("Clocking.job") }).click();
  await phone.page.getByRole("option", { name: title }).click();
  await ask.getByLabel(en("ClockRequests.reason")).fill("I forgot to pick the surgery job at clock-in.");
  await ask.getByRole("button", { name: en("ClockRequests.send") }).click();
  const card = panel.getByTestId("clock-request");
  await expect(card).toContainText(en("ClockRequests.askedJob"));
  await expect(card).toContainText(title);
  await expectNoSeriousAxeViolations(phone.page, "a request for a record's job, on a phone (en)");

  // The office approves it from the queue: the record is on the job, and its history says what changed.
  await page.goto("/dashboard/clocking/requests");
  await page.getByRole("row", { name: new RegExp(cleaner.name) }).click();
  const office = page.getByRole("dialog");
  await office.getByRole("button", { name: en("ClockRequests.approve") }).click();
  await expect(office.getByTestId("clock-request")).toContainText(en("Statuses.clockRequestStatus.approved"));
  await expect(office.getByRole("link", { name: title })).toBeVisible();
  await expect(office).toContainText(`Job: No job → ${title}`);
  const approved = (await query<{ jobId: string | null }>(`SELECT "jobId" FROM "ClockRecord" WHERE id = ?`, recordId))!;
  expect(approved.jobId).toBe(jobId);

  // The office takes it off again with its own correction, from the same picker.
  await office.getByRole("combobox", { name: en("Clocking.job") }).click();
  await page.getByRole("option", { name: en("Clocking.noJob") }).click();
  await office.getByLabel(en("Clocking.reason")).fill("The surgery visit was billed apart: training time.");
  await office.getByRole("button", { name: en("Clocking.saveCorrection") }).click();
  await expect(office).toContainText(`Job: ${title} → No job`);
  const corrected = (await query<{ jobId: string | null }>(
    `SELECT "jobId" FROM "ClockRecord" WHERE id = ?`,
    recordId,
  ))!;
  expect(corrected.jobId).toBeNull();
  await expectNoSeriousAxeViolations(page, "a record's job history, for the office (en)");

  // Her record says the same.
  await phone.page.reload();
  await phone.page.getByRole("row").nth(1).click();
  await expect(phone.page.getByRole("dialog")).toContainText(`Job: ${title} → No job`);
  await phone.context.close();
});

test("the office adds a clocking a cleaner phoned in, and its history says who added it and why", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Fiadh");
  const yesterday = addDays(dublinDate(new Date()), -1);
  await page.goto("/dashboard/clocking");
  await page.getByRole("button", { name: en("ClockRequests.addMissed") }).click();
  const form = page.getByRole("dialog").getByRole("form", { name: en("ClockRequests.addMissed") });
  await form.getByRole("button", { name: en("ClockRequests.add") }).click();
  // Whose, both times and why.
  await expect(form.getByText(en("Validation.required"))).toHaveCount(4);
  // The job picker waits for the cleaner, then says she had no job that day.
  await expect(form).toContainText(en("Clocking.dayJobsPickCleaner"));
  await form.getByRole("combobox", { name: en("ClockRequests.cleaner") }).fill(cleaner.name.split(" ")[1]!);
  await page.getByRole("option", { name: new RegExp(cleaner.name) }).click();
  await form.getByLabel(en("ClockRequests.missedClockIn")).fill(`${yesterday}T14:00`);
  await expect(form).toContainText(en("Clocking.dayJobsNone"));
  await form.getByLabel(en("ClockRequests.missedClockOut")).fill(`${yesterday}T17:15`);
  await form.getByLabel(en("ClockRequests.reason")).fill("Phoned at 17:20: her phone had no signal in the basement.");
  await expectNoSeriousAxeViolations(page, "add a missed clocking (en)");
  await form.getByRole("button", { name: en("ClockRequests.add") }).click();
  await expect(page.getByText(en("ClockRequests.addedRecordToast"))).toBeVisible();

  await page.goto(`/dashboard/clocking?userId=${cleaner.id}`);
  await page.getByRole("row").nth(1).click();
  const panel = page.getByRole("dialog");
  await expect(panel).toContainText("3 h 15 min");
  await expect(panel).toContainText("Phoned at 17:20: her phone had no signal in the basement.");
});

test("a timesheet whose period has a waiting correction request says so, and is not approved until it is decided", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  // The demo's submitted week of the cleaner who asked for a Friday correction.
  const sheet = (await query<{ id: string; userId: string }>(
    `SELECT t.id, t."userId" FROM "Timesheet" t
       JOIN "ClockCorrectionRequest" r ON r."userId" = t."userId"
       JOIN "ClockRecord" c ON c.id = r."recordId"
      WHERE r.status = 'pending' AND t.status = 'submitted'
        AND c."clockInAt" >= t."periodStart" AND c."clockInAt" < t."periodEnd"
      LIMIT 1`,
  ))!;
  await page.goto(`/dashboard/timesheet/${sheet.id}/edit`);
  const notice = page.getByRole("alert").filter({ hasText: "before approving the timesheet" });
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: en("Timesheets.approve") }).click();
  await expect(page.getByText("decide it first").first()).toBeVisible();
  expect((await query<{ status: string }>(`SELECT status FROM "Timesheet" WHERE id = ?`, sheet.id))!.status).toBe(
    "submitted",
  );
  await notice.getByRole("link", { name: en("Timesheets.openCorrections") }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/clocking/requests\\?userId=${sheet.userId}`));
  await expect(page.getByRole("row")).toHaveCount(2);
});

test("a cleaner still clocked in from the day before is told not to clock out, and asks for the clock-out instead", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const cleaner = await newCleaner(page, "Aisling");
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  // Clocked in 14 hours ago, and never out.
  const recordId = await pastRecord(page, cleaner.id, { clockInAt: hoursAgo(14).toISOString() });

  const phone = await cleanerPhone(browser, cleaner.email);
  await phone.page.goto("/dashboard/clocking");
  const warning = phone.page.getByTestId("clock-forgotten");
  await expect(warning).toContainText("If you forgot to clock out");
  await warning.getByRole("link", { name: en("Clocking.forgottenAsk") }).click();
  const panel = phone.page.getByRole("dialog");
  const ask = panel.getByRole("form", { name: en("ClockRequests.ask") });
  const clockOut = toDublinLocal(hoursAgo(10));
  await ask.getByLabel(en("ClockRequests.clockOutAt")).fill(clockOut);
  await ask.getByLabel(en("ClockRequests.reason")).fill("Forgot to clock out when I left.");
  await ask.getByRole("button", { name: en("ClockRequests.send") }).click();
  await expect(panel.getByTestId("clock-request")).toContainText(en("Statuses.clockRequestStatus.pending"));
  const asked = (await query<{ clockOutAt: string | number }>(
    `SELECT "clockOutAt" FROM "ClockCorrectionRequest" WHERE "recordId" = ?`,
    recordId,
  ))!;
  expect(toDublinLocal(new Date(asked.clockOutAt))).toBe(clockOut);
  await phone.context.close();
});
