"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import type { ClockEvent, SendClockEvent } from "@/lib/client/clock-queue";
import type { Jsonify } from "@/lib/client/json";
import type { ClockRecord } from "@/lib/server/clocking/clock-select";
import type { ClockRequest } from "@/lib/server/clocking/correction-requests";
import type { ClockState } from "@/lib/server/clocking/current-clock-state";
import type { DayJob } from "@/lib/server/clocking/day-jobs";
import type { getClockRecord } from "@/lib/server/clocking/get-clock-record";
import type { ClockRequestStatus } from "@/lib/validation/clocking";
import type { TPaged } from "@/lib/validation/pagination";

// The clocking domain's queries and changes (see docs/dashboard.md): clock
// records, the caller's own state for the clock button, office corrections.

export type ClockRecordItem = Jsonify<ClockRecord>;
// One record by id also answers its corrections.
export type ClockRecordDetail = Jsonify<Awaited<ReturnType<typeof getClockRecord>>>;

export type ClockFilter = {
  startDate: string;
  endDate: string;
  userId?: string;
  forgotten?: boolean;
  pageNumber?: number;
  pageSize?: number;
};

export type ClockTotals = { records: number; minutesWorked: number; openRecords: number };

// The clock button's state: the open record, today's shifts and the jobs of today with no shift.
export type ClockCurrent = Jsonify<ClockState>;

export const clockKeys = {
  all: ["clocking"] as const,
  list: (filter: ClockFilter) => [...clockKeys.all, "list", filter] as const,
  detail: (id: string) => [...clockKeys.all, "detail", id] as const,
  current: () => [...clockKeys.all, "current"] as const,
};

export function useClockRecords(filter: ClockFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clockKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch<TPaged<ClockRecordItem> & { totals?: ClockTotals }>("/api/ClockInAndOut/ClockInAndOuts", {
        query: filter,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useClockRecord(id: string | null) {
  return useQuery({
    queryKey: clockKeys.detail(id ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<ClockRecordDetail>("/api/ClockInAndOut/GetClockInAndOutbyId", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

// The signed-in person's open record and today's shifts. Kept while offline
// (the last answer stays shown), refreshed every minute.
// `initial`: the state the page came with, fresh for the queries' usual 30 s.
export function useClockCurrent(options: { enabled?: boolean; initial?: ClockCurrent } = {}) {
  return useQuery({
    queryKey: clockKeys.current(),
    queryFn: ({ signal }) => apiFetch<ClockCurrent>("/api/clockinandout/current", { signal }),
    initialData: options.initial,
    refetchInterval: 60_000,
    enabled: options.enabled ?? true,
  });
}

export type ClockCorrection = {
  id: string;
  clockInAt?: string;
  clockOutAt?: string | null;
  jobId?: string | null;
  reason: string;
};

export function useCorrectClockRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClockCorrection) =>
      apiFetch<ClockRecordItem>("/api/ClockInAndOut/UpdateClockInAndOut", { method: "PUT", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: clockKeys.all }),
  });
}

// Sends one clock event for the offline queue (lib/client/clock-queue.ts):
// with its phone time only when it had to wait for a connection.
export const sendClockEvent: SendClockEvent = async (event: ClockEvent, { offline }) => {
  const common = {
    clientId: event.clientId,
    lat: event.lat,
    lng: event.lng,
    ...(offline && { offlineAt: event.at }),
  };
  try {
    if (event.kind === "in") {
      await apiFetch("/api/ClockInAndOut/CreateClockInAndOut", { body: { ...common, jobId: event.jobId } });
    } else {
      await apiFetch("/api/ClockInAndOut/UpdateClockInAndOut", { method: "PUT", body: common });
    }
    return "sent";
  } catch (error) {
    // Kept for later: no answer, a failing server, or a session that ended
    // while offline (sent again once the cleaner has signed back in).
    if (!(error instanceof ApiError) || error.isTransient || error.status === 401) return "offline";
    return "refused";
  }
};

// A cleaner's requests that the office correct a record (correction-requests.ts).
export type ClockRequestItem = Jsonify<ClockRequest>;

export type ClockRequestFilter = {
  status?: ClockRequestStatus;
  userId?: string;
  pageNumber?: number;
  pageSize?: number;
};

const requestKeys = {
  all: [...clockKeys.all, "requests"] as const,
  list: (filter: ClockRequestFilter) => [...requestKeys.all, filter] as const,
};

export function useClockRequests(filter: ClockRequestFilter) {
  return useQuery({
    queryKey: requestKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch<TPaged<ClockRequestItem>>("/api/clockinandout/correctionrequests", { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

// How many requests wait for the office (the clocking page's button).
export function useWaitingClockRequestCount(isEnabled: boolean) {
  return useQuery({
    queryKey: requestKeys.list({ status: "pending", pageSize: 1 }),
    queryFn: ({ signal }) =>
      apiFetch<TPaged<ClockRequestItem>>("/api/clockinandout/correctionrequests", {
        query: { status: "pending", pageSize: 1 },
        signal,
      }),
    enabled: isEnabled,
    select: (answer) => answer.totalRecords,
  });
}

export type ClockRequestInput = {
  id?: string;
  clockInAt?: string;
  clockOutAt?: string;
  jobId?: string | null;
  reason: string;
};

// Every change of a request changes the record's flags and detail too.
function useClockChange<Input, Answer = ClockRequestItem>(url: string, method: "POST" | "PUT") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<Answer>(url, { method, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: clockKeys.all }),
  });
}

export const useRequestClockCorrection = () =>
  useClockChange<ClockRequestInput>("/api/clockinandout/requestcorrection", "POST");

export const useWithdrawClockCorrection = () =>
  useClockChange<{ id: string }>("/api/clockinandout/withdrawcorrection", "PUT");

export const useDecideClockCorrection = () =>
  useClockChange<{ id: string; decision: "approve" | "decline"; note?: string }>(
    "/api/clockinandout/decidecorrection",
    "PUT",
  );

// The office adds a cleaner's clocking that was never recorded.
export const useAddClockRecord = () =>
  useClockChange<
    { userId: string; clockInAt: string; clockOutAt: string; jobId?: string; reason: string },
    ClockRecordItem
  >("/api/clockinandout/addrecord", "POST");

// The jobs of a cleaner's Irish day (day-jobs.ts), for a correction's job
// picker; waits for the cleaner and the day.
export type DayJobItem = Jsonify<DayJob>;

export function useClockDayJobs(filter: { userId?: string; day: string | null; enabled?: boolean }) {
  const { userId, day } = filter;
  return useQuery({
    queryKey: [...clockKeys.all, "day-jobs", userId ?? "me", day] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: DayJobItem[] }>("/api/clockinandout/dayjobs", { query: { userId, day: day! }, signal }),
    enabled: day !== null && (filter.enabled ?? true),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}
