"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { Conversion } from "@/lib/server/enquiries/convert-enquiry";
import type { EnquiryDetail } from "@/lib/server/enquiries/get-enquiry";
import type { EnquiryListRow } from "@/lib/server/enquiries/list-enquiries";
import type { OfficeEnquiry } from "@/lib/server/enquiries/enquiry-select";
import type { ZCreateEnquiry } from "@/lib/validation/enquiry";
import type { z } from "zod";
import type { TConvertEnquiry, TEnquiryStatus, TLeadNote, TListEnquiries } from "@/lib/validation/enquiry-office";
import type { TPaged } from "@/lib/validation/pagination";

// The enquiries domain's queries and changes, in one place. Keys come from
// one factory; every change invalidates what it can have changed, so lists
// and details refresh by themselves (this replaces the spec's refetch flags).

export type EnquiryListItem = Jsonify<EnquiryListRow>;
export type EnquiryDetailJson = Jsonify<EnquiryDetail>;
export type EnquiryFilter = Partial<Omit<TListEnquiries, "pageNumber" | "pageSize">> & {
  pageNumber: number;
  pageSize: number;
};

export const enquiryKeys = {
  all: ["enquiries"] as const,
  list: (filter: EnquiryFilter) => [...enquiryKeys.all, "list", filter] as const,
  detail: (id: string) => [...enquiryKeys.all, "detail", id] as const,
};

export function useEnquiries(filter: EnquiryFilter) {
  return useQuery({
    queryKey: enquiryKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<EnquiryListItem>>("/api/enquiry/enquiries", { body: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: string | null) {
  return useQuery({
    queryKey: enquiryKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<EnquiryDetailJson>("/api/enquiry/getEnquiryById", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

function useEnquiryChange<Input, Output>(send: (input: Input) => Promise<Output>, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [enquiryKeys.all, ...alsoInvalidate.map((key) => [key])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useCreateEnquiry = () =>
  useEnquiryChange((input: z.input<typeof ZCreateEnquiry>) =>
    apiFetch<Jsonify<OfficeEnquiry>>("/api/Enquiry/CreateEnquiry", { body: input }),
  );

export const useUpdateEnquiryStatus = () =>
  useEnquiryChange((input: TEnquiryStatus) =>
    apiFetch<Jsonify<OfficeEnquiry>>("/api/enquiry/updateStatus", { method: "PUT", body: input }),
  );

export const useAddEnquiryNote = () =>
  useEnquiryChange((input: TLeadNote) => apiFetch<unknown>("/api/enquiry/addNote", { body: input }));

// A conversion makes a client and a job: their lists change too.
export const useConvertEnquiry = () =>
  useEnquiryChange(
    (input: TConvertEnquiry) => apiFetch<Conversion>("/api/enquiry/convert", { body: input }),
    ["users", "jobs", "companies"],
  );
