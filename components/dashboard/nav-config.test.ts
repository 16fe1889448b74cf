import { describe, expect, it } from "vitest";
import { flattenNav, navFor } from "./nav-config";

const keys = (role: Parameters<typeof navFor>[0]) => flattenNav(navFor(role)).map(({ item }) => item.key);

describe("side menu by role (spec §2, §6)", () => {
  it.each([
    ["Cleaner", ["app", "company", "clockingList", "clockingHistory", "user", "job", "timesheet"]],
    ["Client", ["app", "company", "clockingList", "clockingHistory", "user", "job"]],
    [
      "Administrator",
      [
        "app",
        "company",
        "clocking",
        "enquiry",
        "franchise",
        "rota",
        "userProfile",
        "userAll",
        "userCleaners",
        "userClients",
        "invoice",
        "job",
        "timesheet",
        "category",
        "mail",
      ],
    ],
    [
      null,
      [
        "app",
        "company",
        "clocking",
        "enquiry",
        "franchise",
        "rota",
        "userProfile",
        "userAll",
        "userCleaners",
        "userClients",
        "invoice",
        "job",
        "timesheet",
        "category",
        "mail",
      ],
    ],
  ] as const)("%s sees %j", (role, expected) => {
    expect(keys(role)).toEqual(expected);
  });

  it("gives the Super Administrator the same menu as the Administrator", () => {
    expect(keys("SuperAdministrator")).toEqual(keys("Administrator"));
  });

  it("counts unread job messages for everyone, clients waiting for activation for the office only", () => {
    const badges = (role: Parameters<typeof navFor>[0]) =>
      Object.fromEntries(
        navFor(role)
          .flatMap((group) => group.items)
          .filter((item) => item.badge)
          .map((item) => [item.key, item.badge]),
      );
    expect(badges("Cleaner")).toEqual({ job: "unreadMessages" });
    expect(badges("Client")).toEqual({ job: "unreadMessages" });
    expect(badges("Administrator")).toEqual({ user: "pendingClients", job: "unreadMessages" });
  });
});
