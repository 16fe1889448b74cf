"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

// What a list shows, kept in the address bar so that a filtered page can be
// bookmarked, shared and reloaded, and the back button returns to it.
//   ?page=2&pageSize=50&sort=createdAt&dir=desc&search=murphy&status=pending
// Pages are counted from 1 in the address (as the API counts them).

export type SortDirection = "asc" | "desc";

export type ListState<F extends Record<string, string>> = {
  page: number; // 1-based
  pageSize: number;
  sort?: string;
  dir: SortDirection;
  search: string;
  filters: F;
};

export type ListDefaults<F extends Record<string, string>> = {
  pageSize?: number;
  sort?: string;
  dir?: SortDirection;
  // Every filter the list knows, with its value when absent from the address.
  filters: F;
};

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100; // spec §9

export function useListState<F extends Record<string, string>>(defaults: ListDefaults<F>) {
  const params = useSearchParams();
  const state = useMemo<ListState<F>>(() => readListState(params, defaults), [params, defaults]);

  const update = useCallback(
    (patch: Partial<Omit<ListState<F>, "filters">> & { filters?: Partial<F> }) => {
      // From the address as it is now, not as it was at the last render:
      // Next re-renders with the new search params in a transition, which a
      // busy page may not have run yet. A row opened just before the search
      // box's delayed update (300 ms after typing) then stayed open.
      const current = readListState(new URLSearchParams(window.location.search), defaults);
      const next = { ...current, ...patch, filters: { ...current.filters, ...patch.filters } } as ListState<F>;
      // A new search, filter, sort or page size starts again at page 1.
      const isNewQuery = patch.search !== undefined || patch.filters || patch.sort || patch.dir || patch.pageSize;
      if (isNewQuery && patch.page === undefined) next.page = 1;
      const url = new URL(window.location.href);
      url.search = writeListState(next, defaults).toString();
      // Next.js keeps useSearchParams in step with history.replaceState, without a server
      // round trip (the state must not be Next's own, or it ignores the call).
      window.history.replaceState(null, "", url);
    },
    [defaults],
  );

  return [state, update] as const;
}

export function readListState<F extends Record<string, string>>(
  params: URLSearchParams | { get(name: string): string | null },
  defaults: ListDefaults<F>,
): ListState<F> {
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const pageSize = number("pageSize", defaults.pageSize ?? DEFAULT_PAGE_SIZE);
  const filters = Object.fromEntries(
    Object.entries(defaults.filters).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as F;
  return {
    page: number("page", 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    sort: params.get("sort") ?? defaults.sort,
    dir: params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : (defaults.dir ?? "asc"),
    search: params.get("search") ?? "",
    filters,
  };
}

// Only what differs from the defaults goes into the address.
export function writeListState<F extends Record<string, string>>(
  state: ListState<F>,
  defaults: ListDefaults<F>,
): URLSearchParams {
  const out = new URLSearchParams();
  if (state.page > 1) out.set("page", String(state.page));
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) out.set("pageSize", String(state.pageSize));
  if (state.sort && (state.sort !== defaults.sort || state.dir !== (defaults.dir ?? "asc"))) {
    out.set("sort", state.sort);
    out.set("dir", state.dir);
  }
  if (state.search) out.set("search", state.search);
  for (const [name, value] of Object.entries(state.filters)) {
    if (value && value !== defaults.filters[name]) out.set(name, value);
  }
  return out;
}
