"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiDownload, apiFetch, saveDownload } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { getTimesheetById } from "@/lib/server/timesheets/get-timesheet";
import type { Timesheet } from "@/lib/server/timesheets/timesheet-select";
import type { TPaged } from "@/lib/validation/pagination";
import type { TTimesheetStatus, ZCreateTimesheet } from "@/lib/validation/timesheets";
import { clockKeys } from "./clocking";

// The timesheets domain's queries and changes (see docs/dashboard.md).

export type TimesheetItem = Jsonify<Timesheet>;
// One timesheet by id also answers its days, warnings and history.
export type TimesheetDetail = Jsonify<Awaited<ReturnType<typeof getTimesheetById>>>;

export type TimesheetFilter = {
  startDate: string;
  endDate: string;
  userId?: string;
  status?: TTimesheetStatus;
  pageNumber: number;
  pageSize: number;
};

export const timesheetKeys = {
  all: ["timesheets"] as const,
  list: (filter: TimesheetFilter) => [...timesheetKeys.all, "list", filter] as const,
  detail: (id: string) => [...timesheetKeys.all, "detail", id] as const,
};

export function useTimesheets(filter: TimesheetFilter) {
  return useQuery({
    queryKey: timesheetKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<TimesheetItem>>("/api/timesheet/timesheets", { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTimesheet(id: string | null) {
  return useQuery({
    queryKey: timesheetKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<TimesheetDetail>("/api/timesheet/getTimesheetById", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

// A timesheet's approval locks its clock records, so clocking is refreshed too.
function useTimesheetChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: timesheetKeys.all }),
        client.invalidateQueries({ queryKey: clockKeys.all }),
      ]),
  });
}

export const useCreateTimesheet = () =>
  useTimesheetChange((input: z.input<typeof ZCreateTimesheet> | z.output<typeof ZCreateTimesheet>) =>
    apiFetch<TimesheetItem>("/api/timesheet/createtimesheet", { body: input }),
  );

export type TimesheetUpdate = {
  id: string;
  minutesWorked?: number;
  notes?: string | null;
  status?: TTimesheetStatus;
  reason?: string;
};

export const useUpdateTimesheet = () =>
  useTimesheetChange((input: TimesheetUpdate) =>
    apiFetch<TimesheetItem>("/api/timesheet/updatetimesheet", { method: "PUT", body: input }),
  );

export const useGenerateTimesheets = () =>
  useTimesheetChange((input: { weekStart: string; userId?: string }) =>
    apiFetch<{ created: number; skipped: number }>("/api/timesheet/generate", { body: input }),
  );

// The payroll CSV of approved timesheets over a range of days.
export async function downloadPayroll(startDate: string, endDate: string) {
  saveDownload(await apiDownload("/api/timesheet/export", { query: { startDate, endDate } }));
}
