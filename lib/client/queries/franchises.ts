"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDownload, apiFetch, saveDownload } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { FranchiseRequest } from "@/lib/server/franchises/franchise-select";
import type { FranchiseRequestDetail } from "@/lib/server/franchises/get-franchise-enquiry";
import type { TFranchiseStatus } from "@/lib/validation/franchise";
import type { TPaged } from "@/lib/validation/pagination";
import type { Note } from "./notes";

// The franchise requests domain's queries and changes (see docs/dashboard.md).

export type FranchiseStatus = TFranchiseStatus["status"];
export type FranchiseItem = Jsonify<FranchiseRequest>;
export type FranchiseDetail = Jsonify<FranchiseRequestDetail>;
export type FranchiseFilter = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  status?: FranchiseStatus;
  sortBy?: string;
  sortDir?: "asc" | "desc";
};

export const franchiseKeys = {
  all: ["franchises"] as const,
  list: (filter: FranchiseFilter) => [...franchiseKeys.all, "list", filter] as const,
  detail: (id: string) => [...franchiseKeys.all, "detail", id] as const,
};

export function useFranchiseRequests(filter: FranchiseFilter) {
  return useQuery({
    queryKey: franchiseKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<FranchiseItem>>("/api/franchise/franchises", { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFranchiseRequest(id: string | null) {
  return useQuery({
    queryKey: franchiseKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<FranchiseDetail>("/api/franchise/getFranchiseById", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

function useFranchiseChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: franchiseKeys.all }) });
}

export const useUpdateFranchiseStatus = () =>
  useFranchiseChange((input: TFranchiseStatus) =>
    apiFetch<FranchiseItem>("/api/franchise/updateStatus", { method: "PUT", body: input }),
  );

export const useAddFranchiseNote = () =>
  useFranchiseChange((input: { id: string; text: string }) =>
    apiFetch<Note>("/api/franchise/addNote", { body: input }),
  );

export async function exportFranchiseRequests(filter: Pick<FranchiseFilter, "search" | "status">) {
  saveDownload(await apiDownload("/api/franchise/export", { query: filter }));
}
