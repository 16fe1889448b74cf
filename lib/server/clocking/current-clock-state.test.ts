import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { at, createPerson, createShift } from "@/tests/fixtures/scheduling";
import { currentClockState } from "./current-clock-state";

const actorOf = (person: Omit<SessionUser, "sessionId" | "tokenExpiresAt">): SessionUser => ({
  ...person,
  sessionId: "test-session",
  tokenExpiresAt: 0,
});

describe("currentClockState", () => {
  it("takes today as the Irish day: in summer it runs from 23:00 to 23:00 UTC", async () => {
    const cleaner = await createPerson("Cleaner");
    const shift = (startsAt: string, endsAt: string) =>
      createShift({ cleanerId: cleaner.id, startsAt: at(startsAt), endsAt: at(endsAt) });
    const nightBefore = await shift("2026-07-14T21:00:00Z", "2026-07-14T23:30:00Z"); // 22:00–00:30 Irish time
    const lateEvening = await shift("2026-07-15T22:00:00Z", "2026-07-15T22:59:00Z"); // 23:00–23:59
    const morning = await shift("2026-07-15T07:00:00Z", "2026-07-15T11:00:00Z"); // 08:00–12:00
    await shift("2026-07-14T20:00:00Z", "2026-07-14T23:00:00Z"); // yesterday, ends at midnight
    await shift("2026-07-15T23:00:00Z", "2026-07-16T01:00:00Z"); // tomorrow from midnight

    const state = await currentClockState({ actor: actorOf(cleaner), now: at("2026-07-15T10:00:00Z") });
    expect(state.todayShifts.map((s) => s.id)).toEqual([nightBefore.id, morning.id, lateEvening.id]);
  });

  it("takes today as the UTC day in winter", async () => {
    const cleaner = await createPerson("Cleaner");
    const inDay = await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-01T23:00:00Z"),
      endsAt: at("2026-12-01T23:59:00Z"),
    });
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-02T00:00:00Z"),
      endsAt: at("2026-12-02T01:00:00Z"),
    });
    const state = await currentClockState({ actor: actorOf(cleaner), now: at("2026-12-01T12:00:00Z") });
    expect(state.todayShifts.map((s) => s.id)).toEqual([inDay.id]);
  });
});
