// Ireland's public holidays (Organisation of Working Time Act 1997, as
// amended: St Brigid's Day since 2023), for work that waits for an office
// day. Days are dates at 00:00 UTC, as invoice days are stored.
//
// A holiday on a Saturday or Sunday is taken on the next weekday that is not
// itself a holiday, as employers and banks do (Christmas on a Saturday: the
// Monday and the Tuesday after).

const DAY_MS = 86_400_000;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const isWeekendDay = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

// The Monday of a month's first week (n = 1) or last (n = -1).
function monday(year: number, month: number, n: 1 | -1): Date {
  if (n === 1) {
    const first = utc(year, month, 1);
    return new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * DAY_MS);
  }
  const last = utc(year, month + 1, 0);
  return new Date(last.getTime() - ((last.getUTCDay() + 6) % 7) * DAY_MS);
}

// Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm).
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

const cache = new Map<number, Set<number>>();

/** The days off of a year, weekend holidays moved to the weekdays taken instead. */
export function irishHolidays(year: number): Date[] {
  return [...holidayTimes(year)].sort((x, y) => x - y).map((time) => new Date(time));
}

function holidayTimes(year: number): Set<number> {
  const known = cache.get(year);
  if (known) return known;
  const february = utc(year, 2, 1);
  const fixed = [
    utc(year, 1, 1), // New Year's Day
    // St Brigid's Day: the first Monday in February, or 1 February when that is a Friday.
    february.getUTCDay() === 5 ? february : monday(year, 2, 1),
    utc(year, 3, 17), // St Patrick's Day
    new Date(easterSunday(year).getTime() + DAY_MS), // Easter Monday
    monday(year, 5, 1),
    monday(year, 6, 1),
    monday(year, 8, 1),
    monday(year, 10, -1),
    utc(year, 12, 25), // Christmas Day
    utc(year, 12, 26), // St Stephen's Day
  ];
  const days = new Set<number>();
  for (const holiday of fixed) {
    let day = holiday;
    while (isWeekendDay(day) || days.has(day.getTime())) day = new Date(day.getTime() + DAY_MS);
    days.add(day.getTime());
  }
  cache.set(year, days);
  return days;
}

/** Whether an office in Ireland is closed that day: a weekend or a public holiday. */
export function isIrishDayOff(day: Date): boolean {
  return isWeekendDay(day) || holidayTimes(day.getUTCFullYear()).has(day.getTime());
}
