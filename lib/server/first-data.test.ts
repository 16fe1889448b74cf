import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { expectConsoleError } from "@/tests/setup";
import { firstData } from "./first-data";

describe("firstData", () => {
  it("gives what the API would send: dates as ISO strings, nothing undefined", async () => {
    const at = new Date("2026-11-29T08:30:00Z");
    const data = await firstData("a record", async () => ({ at, list: [{ at }], gone: undefined, count: 2 }));
    expect(data).toEqual({ at: "2026-11-29T08:30:00.000Z", list: [{ at: "2026-11-29T08:30:00.000Z" }], count: 2 });
    expect(data).not.toHaveProperty("gone");
  });

  it("gives nothing when the read fails, and logs what failed, so the screen asks the API itself", async () => {
    const data = await firstData("the overview", async () => {
      throw new Error("database is locked");
    });
    expect(data).toBeUndefined();
    expect(expectConsoleError()).toEqual([["[page] could not read the overview for the page", expect.any(Error)]]);
  });

  it("gives nothing, and logs nothing, when the API would refuse the same read: the screen shows the refusal", async () => {
    const data = await firstData("the job", async () => {
      throw new AppError("NOT_FOUND", "The job was not found.");
    });
    expect(data).toBeUndefined();
    // tests/setup fails the test on any console.error it was not told to expect.
  });

  it("logs a refusal the API would answer with a 5xx", async () => {
    const data = await firstData("the job", async () => {
      throw new AppError("SERVICE_UNAVAILABLE", "The database is busy.");
    });
    expect(data).toBeUndefined();
    expect(expectConsoleError()).toHaveLength(1);
  });
});
