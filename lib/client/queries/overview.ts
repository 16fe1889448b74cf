"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { getOverview } from "@/lib/server/overview/get-overview";

// The overview of /dashboard/app: one request, its shape by the caller's role.

export type Overview = Jsonify<Awaited<ReturnType<typeof getOverview>>>;
export type OfficeOverview = Extract<Overview, { role: "office" }>;
export type CleanerOverview = Extract<Overview, { role: "cleaner" }>;
export type ClientOverview = Extract<Overview, { role: "client" }>;

export const overviewKeys = { all: ["overview"] as const };

// `initial`: the overview the page came with (app/[locale]/dashboard/app/page.tsx),
// fresh for the queries' usual 30 s.
export function useOverview(initial?: Overview) {
  return useQuery({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => apiFetch<Overview>("/api/overview", { signal }),
    initialData: initial,
    refetchInterval: 5 * 60_000,
  });
}
