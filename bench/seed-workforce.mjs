// A year of the office's data for the rota and overview scenarios of
// bench/api.mjs, written straight into the bench database: 200 active
// cleaners with a shift every weekday (the year behind and the rest of this
// month, so this month holds ≈ 4,400 of them), their clock records (one a
// weekday over the last 250 weekdays: 50,000), the published rota weeks, an
// invoice for every job completed in the last year (mostly paid, some
// pending or overdue) and 20 enquiries a day. Dates are stored as Prisma
// stores them in SQLite (ISO text with +00:00).
import { randomUUID } from "node:crypto";

export const BENCH_CLEANERS = 200;
const WORKDAYS_CLOCKED = 250;
const ENQUIRIES_PER_DAY = 20;
const DAY = 86_400_000;

const stored = (date) => date.toISOString().replace("Z", "+00:00");

const DUBLIN = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Dublin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const dublinWall = (instant) => {
  const part = Object.fromEntries(DUBLIN.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
};

// The calendar day ("YYYY-MM-DD") an instant falls on in Dublin.
export const dublinDay = (instant) => dublinWall(instant).slice(0, 10);

// The instant a Dublin wall-clock time stands for (Dublin is UTC+0 or UTC+1).
export function dublinInstant(day, time = "00:00") {
  const utc = Date.parse(`${day}T${time}:00Z`);
  const candidates = [utc - 3_600_000, utc].map((ms) => new Date(ms));
  return candidates.find((instant) => dublinWall(instant) === `${day}T${time}`) ?? candidates[1];
}

export const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
const isWorkday = (day) => weekday(day) >= 1 && weekday(day) <= 5;
const mondayOf = (day) => addDays(day, -((weekday(day) + 6) % 7));

// The first and last day of the current month in Dublin, for the rota scenario.
export function currentMonth(now = new Date()) {
  const today = dublinDay(now);
  const first = `${today.slice(0, 7)}-01`;
  const nextFirst = `${addDays(first, 32).slice(0, 7)}-01`;
  return { first, last: addDays(nextFirst, -1) };
}

export function seedWorkforce(db, now = new Date()) {
  const started = Date.now();
  const today = dublinDay(now);
  const admin = db.prepare(`SELECT id FROM "User" WHERE email = 'admin@demo.ie'`).pluck().get();
  const cleaners = db
    .prepare(`SELECT id FROM "User" WHERE role = 'Cleaner' AND status = 'active' ORDER BY email LIMIT ?`)
    .pluck()
    .all(BENCH_CLEANERS);
  if (cleaners.length < BENCH_CLEANERS) throw new Error(`only ${cleaners.length} active cleaners to book`);

  // The weekdays clocked (before today), then the rest of this month.
  const clocked = [];
  for (let day = addDays(today, -1); clocked.length < WORKDAYS_CLOCKED; day = addDays(day, -1)) {
    if (isWorkday(day)) clocked.unshift(day);
  }
  const { last } = currentMonth(now);
  const rostered = [...clocked];
  for (let day = today; day <= last; day = addDays(day, 1)) if (isWorkday(day)) rostered.push(day);

  const shift = db.prepare(
    `INSERT INTO "RotaShift" (id, cleanerId, location, startsAt, endsAt, createdById, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clock = db.prepare(
    `INSERT INTO "ClockRecord" (id, userId, clockInAt, clockOutAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const publication = db.prepare(
    `INSERT OR IGNORE INTO "RotaPublication" (id, weekStart, publishedAt, publishedById) VALUES (?, ?, ?, ?)`,
  );
  let shifts = 0;
  let records = 0;
  db.transaction(() => {
    for (const day of rostered) {
      cleaners.forEach((cleanerId, index) => {
        // Starts between 07:00 and 10:45, lasts 4 to 8 hours.
        const startsAt = dublinInstant(
          day,
          `${String(7 + (index % 4)).padStart(2, "0")}:${String((index % 4) * 15).padStart(2, "0")}`,
        );
        const endsAt = new Date(startsAt.getTime() + (4 + (index % 5)) * 3_600_000);
        shift.run(
          randomUUID(),
          cleanerId,
          `${index + 1} Main Street, Dublin`,
          stored(startsAt),
          stored(endsAt),
          admin,
          stored(startsAt),
          stored(startsAt),
        );
        shifts += 1;
        if (day < today) {
          // A few minutes either side of the shift, as people clock.
          const clockInAt = new Date(startsAt.getTime() + ((index % 11) - 5) * 60_000);
          const clockOutAt = new Date(endsAt.getTime() + ((index % 7) - 2) * 60_000 + 17_000);
          clock.run(
            randomUUID(),
            cleanerId,
            stored(clockInAt),
            stored(clockOutAt),
            stored(clockInAt),
            stored(clockOutAt),
          );
          records += 1;
        }
      });
    }
    // Every week up to the current one and the next is published.
    for (let monday = mondayOf(rostered[0]); monday <= addDays(mondayOf(today), 7); monday = addDays(monday, 7)) {
      const weekStart = dublinInstant(monday);
      publication.run(randomUUID(), stored(weekStart), stored(new Date(weekStart.getTime() - 3 * DAY)), admin);
    }
  })();
  console.log(
    `Seeded ${shifts.toLocaleString("en")} shifts of ${cleaners.length} cleaners and ${records.toLocaleString("en")} ` +
      `clock records in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// An invoice for each job completed (stage 3) in the last year, issued on its
// visit's day and due 30 days later: paid 14 days after issue when that day
// is past, except every 40th, left unpaid (overdue once due); and a year of
// enquiries.
export function seedOffice(db, now = new Date()) {
  const started = Date.now();
  const today = dublinDay(now);
  const since = stored(new Date(now.getTime() - 365 * DAY));
  const jobs = db
    .prepare(
      `SELECT id, clientId, companyId, scheduledAt FROM "Job" WHERE stage = 3 AND scheduledAt >= ? AND scheduledAt < ? ORDER BY scheduledAt`,
    )
    .all(since, stored(now));
  const invoice = db.prepare(
    `INSERT INTO "Invoice" (id, invoiceNumber, status, issueDate, dueDate, subTotalCents, taxCents, totalCents, sentAt, paidAt, clientId, companyId, jobId, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const enquiry = db.prepare(
    `INSERT INTO "Enquiry" (id, name, email, phone, address, postCode, messageDescription, status, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let enquiries = 0;
  db.transaction(() => {
    jobs.forEach((job, index) => {
      const issueDay = dublinDay(new Date(job.scheduledAt));
      const paidDay = addDays(issueDay, 14);
      const isPaid = paidDay <= today && index % 40 !== 0;
      const subTotal = 8_000 + (index % 12) * 1_000;
      const tax = Math.round((subTotal * 1350) / 10_000);
      const day = (value) => stored(new Date(`${value}T00:00:00Z`));
      invoice.run(
        randomUUID(),
        `BENCH-${String(index).padStart(6, "0")}`,
        isPaid ? 2 : 1,
        day(issueDay),
        day(addDays(issueDay, 30)),
        subTotal,
        tax,
        subTotal + tax,
        job.scheduledAt,
        isPaid ? day(paidDay) : null,
        job.clientId,
        job.companyId,
        job.id,
        job.scheduledAt,
        job.scheduledAt,
      );
    });
    for (let day = addDays(today, -365); day <= today; day = addDays(day, 1)) {
      for (let i = 0; i < ENQUIRIES_PER_DAY; i += 1) {
        const at = dublinInstant(
          day,
          `${String(8 + (i % 12)).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`,
        );
        if (at > now) continue;
        const createdAt = stored(at);
        enquiry.run(
          randomUUID(),
          `Bench Enquirer ${enquiries}`,
          `enquirer-${enquiries}@example.ie`,
          "087 123 4567",
          "1 Main Street, Dublin",
          "D02 X285",
          "Weekly clean",
          ["new", "contacted", "converted", "closed"][enquiries % 4],
          createdAt,
          createdAt,
        );
        enquiries += 1;
      }
    }
  })();
  console.log(
    `Seeded ${jobs.length.toLocaleString("en")} invoices and ${enquiries.toLocaleString("en")} enquiries in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
