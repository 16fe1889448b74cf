import { describe, expect, it } from "vitest";
import { readListState, writeListState, type ListDefaults } from "./use-list-state";

const DEFAULTS: ListDefaults<{ status: string; open: string }> = {
  sort: "createdAt",
  dir: "desc",
  filters: { status: "", open: "" },
};

describe("a list's state in the address", () => {
  it("reads the defaults from an empty address: page 1 of 100 (spec §9)", () => {
    expect(readListState(new URLSearchParams(), DEFAULTS)).toEqual({
      page: 1,
      pageSize: 100,
      sort: "createdAt",
      dir: "desc",
      search: "",
      filters: { status: "", open: "" },
    });
  });

  it("reads what the address says, and ignores what it cannot mean", () => {
    const state = readListState(
      new URLSearchParams("page=3&pageSize=25&sort=email&dir=asc&search=murphy&status=new&unknown=x"),
      DEFAULTS,
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 25,
      sort: "email",
      dir: "asc",
      search: "murphy",
      filters: { status: "new", open: "" },
    });
    const odd = readListState(new URLSearchParams("page=-2&pageSize=1000&dir=sideways"), DEFAULTS);
    expect(odd).toMatchObject({ page: 1, pageSize: 100, dir: "desc" });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    const state = {
      page: 2,
      pageSize: 50,
      sort: "createdAt",
      dir: "desc" as const,
      search: "ó",
      filters: { status: "closed", open: "" },
    };
    const written = writeListState(state, DEFAULTS);
    expect(written.toString()).toBe("page=2&pageSize=50&search=%C3%B3&status=closed");
    expect(readListState(written, DEFAULTS)).toEqual(state);
    expect(writeListState(readListState(new URLSearchParams(), DEFAULTS), DEFAULTS).toString()).toBe("");
  });
});
