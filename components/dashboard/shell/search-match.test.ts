import { describe, expect, it } from "vitest";
import { matchesQuery } from "./search-match";

describe("matchesQuery", () => {
  it.each([
    ["Timesheet", "Timesheets"],
    ["Company", "companies"],
    ["Franchise", "Franchise enquiries"],
    ["Clocking", "cl"],
    ["Clients", "CLI"],
    ["Catégories", "categorie"],
    ["User", "users"],
  ])("%s is found by %j", (label, query) => {
    expect(matchesQuery(label, query)).toBe(true);
  });

  it.each([
    ["Timesheet", "zzzz"],
    ["Company", ""],
    ["Clients", "cleaners"],
    ["Job", "jump"],
  ])("%s is not found by %j", (label, query) => {
    expect(matchesQuery(label, query)).toBe(false);
  });
});
