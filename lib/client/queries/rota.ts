"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { Shift } from "@/lib/server/rota/shift-select";
import type { ZCreateShift, ZUpdateShift } from "@/lib/validation/rota";
import type { TPaged } from "@/lib/validation/pagination";
import { jobKeys } from "./jobs";

// The rota domain's queries and changes (see docs/dashboard.md): shifts and
// published weeks. A shift tied to a job moves the job with it, so every
// change refreshes the jobs too.

export type ShiftItem = Jsonify<Shift>;

export type ShiftFilter = {
  startDate: string;
  endDate: string;
  cleanerId?: string;
  clientId?: string;
  pageNumber?: number;
  pageSize?: number;
};

export type Publication = { weekStart: string; publishedAt: string; publishedBy: { id: string; name: string } | null };

export const rotaKeys = {
  all: ["rota"] as const,
  list: (filter: ShiftFilter) => [...rotaKeys.all, "list", filter] as const,
  detail: (id: string) => [...rotaKeys.all, "detail", id] as const,
  publications: (startDate: string, endDate: string) => [...rotaKeys.all, "publications", startDate, endDate] as const,
};

export function useShifts(filter: ShiftFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rotaKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<ShiftItem>>("/api/rota/rotas", { query: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useShift(id: string | null) {
  return useQuery({
    queryKey: rotaKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<ShiftItem>("/api/Rota/Details", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

// Nothing is asked until there is a week to ask about (the calendar reports
// its range after it renders; the month view has no single week).
export function usePublications(startDate: string | null, endDate: string | null) {
  return useQuery({
    enabled: Boolean(startDate && endDate),
    queryKey: rotaKeys.publications(startDate ?? "", endDate ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<{ data: Publication[] }>("/api/rota/publications", { query: { startDate, endDate }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRotaChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rotaKeys.all }),
        client.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}

export type CreateShiftInput = z.input<typeof ZCreateShift> | z.output<typeof ZCreateShift>;

export const useCreateShift = () =>
  useRotaChange((input: CreateShiftInput) =>
    apiFetch<ShiftItem & { seriesCount?: number }>("/api/rota/createrota", { body: input }),
  );

export const useUpdateShift = () =>
  useRotaChange((input: z.input<typeof ZUpdateShift> | z.output<typeof ZUpdateShift>) =>
    apiFetch<ShiftItem>("/api/rota/UpdateRota", { method: "PUT", body: input }),
  );

export const useDeleteShift = () =>
  useRotaChange(({ id, following }: { id: string; following?: boolean }) =>
    apiFetch<unknown>("/api/Rota/Delete", {
      method: "DELETE",
      query: { id, scope: following ? "following" : undefined },
    }),
  );

export const usePublishWeek = () =>
  useRotaChange((weekStart: string) =>
    apiFetch<{ weekStart: string; publishedAt: string; mailed: number }>("/api/rota/publish", {
      body: { weekStart },
    }),
  );

// A shift of the copied week that was not copied: its cleaner is booked then.
export type LeftOutShift = {
  cleaner: { id: string; name: string };
  startsAt: string;
  endsAt: string;
  location: string;
};

export const useCopyWeek = () =>
  useRotaChange((input: { fromWeekStart: string; toWeekStart: string; cleanerId?: string }) =>
    apiFetch<{ copied: number; leftOut: LeftOutShift[] }>("/api/rota/copyweek", { body: input }),
  );
