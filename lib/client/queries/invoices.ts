"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiDownload, apiFetch, saveDownload } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { InvoiceStatus } from "@/lib/content/statuses";
import type { InvoiceHistoryItem } from "@/lib/server/invoices/invoice-events";
import type { InvoiceView } from "@/lib/server/invoices/invoice-view";
import type { JobPrice } from "@/lib/server/invoices/job-price";
import type { UninvoicedVisit } from "@/lib/server/invoices/uninvoiced-visits";
import type { ZCreateInvoice, ZUpdateInvoice } from "@/lib/validation/invoices";
import type { TPaged } from "@/lib/validation/pagination";

// The invoices domain's queries and changes (see docs/dashboard.md).

export type InvoiceItem = Jsonify<InvoiceView>;

export type InvoiceFilter = {
  search?: string;
  status?: InvoiceStatus;
  clientId?: string;
  jobId?: string;
  from?: string;
  to?: string;
};

export type InvoiceListFilter = InvoiceFilter & {
  pageNumber: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: "asc" | "desc";
};

export type InvoiceSummary = {
  all: { count: number; totalCents: number };
  byStatus: { status: InvoiceStatus; count: number; totalCents: number }[];
};

export const invoiceKeys = {
  all: ["invoices"] as const,
  list: (filter: InvoiceListFilter) => [...invoiceKeys.all, "list", filter] as const,
  summary: (filter: InvoiceFilter) => [...invoiceKeys.all, "summary", filter] as const,
  detail: (id: string) => [...invoiceKeys.all, "detail", id] as const,
  history: (id: string) => [...invoiceKeys.detail(id), "history"] as const,
  jobPrice: (jobId: string) => [...invoiceKeys.all, "jobPrice", jobId] as const,
  visits: (filter: VisitsFilter) => [...invoiceKeys.all, "visits", filter] as const,
};

export type UninvoicedVisitJson = Jsonify<UninvoicedVisit>;
export type VisitsFilter = { clientId: string; pageNumber: number; pageSize: number };

// A client's completed visits not invoiced yet (the invoice form's "Add visits").
export function useUninvoicedVisits(filter: VisitsFilter, options: { enabled: boolean }) {
  return useQuery({
    queryKey: invoiceKeys.visits(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<UninvoicedVisitJson>>("/api/invoice/visits", { body: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled && Boolean(filter.clientId),
  });
}

export type JobPriceJson = Jsonify<JobPrice>;

export function useInvoices(
  filter: InvoiceListFilter,
  options: { enabled?: boolean; initial?: TPaged<InvoiceItem> } = {},
) {
  return useQuery({
    queryKey: invoiceKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<InvoiceItem>>("/api/invoice/invoices", { body: filter, signal }),
    placeholderData: keepPreviousData,
    initialData: options.initial,
    enabled: options.enabled ?? true,
  });
}

// The CSV of the invoices the list shows (its filter, tab and order, every page), for the accountant.
export async function exportInvoices(filter: Omit<InvoiceListFilter, "pageNumber" | "pageSize">) {
  saveDownload(await apiDownload("/api/invoice/export", { query: filter }));
}

export function useInvoiceSummary(filter: Omit<InvoiceFilter, "status">) {
  return useQuery({
    queryKey: invoiceKeys.summary(filter),
    queryFn: ({ signal }) => apiFetch<InvoiceSummary>("/api/invoice/summary", { body: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

// `initial`: the invoice the page came with, fresh for the queries' usual 30 s.
export function useInvoice(id: string | null, initial?: InvoiceItem) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<InvoiceItem>("/api/invoice/getInvoiceById", { query: { id }, signal }),
    initialData: initial,
    enabled: Boolean(id),
  });
}

export type InvoiceHistoryEntry = Jsonify<InvoiceHistoryItem>;

// What happened to an invoice, oldest first (the office only). Every change to
// an invoice refreshes it, as it does the invoice.
export function useInvoiceHistory(id: string) {
  return useQuery({
    queryKey: invoiceKeys.history(id),
    queryFn: ({ signal }) =>
      apiFetch<{ data: InvoiceHistoryEntry[] }>("/api/invoice/history", { query: { id }, signal }),
  });
}

// One visit's price of a job, from its quote and today's rates ("Invoice this job").
export function useJobPrice(jobId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.jobPrice(jobId ?? ""),
    queryFn: ({ signal }) => apiFetch<JobPriceJson>("/api/invoice/jobPrice", { query: { id: jobId }, signal }),
    enabled: Boolean(jobId),
  });
}

// Every change to an invoice refreshes every invoice query (lists, tabs, details).
function useInvoiceChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export const useCreateInvoice = () =>
  useInvoiceChange((input: z.input<typeof ZCreateInvoice> | z.output<typeof ZCreateInvoice>) =>
    apiFetch<InvoiceItem>("/api/invoice/createinvoice", { body: input }),
  );

export const useUpdateInvoice = () =>
  useInvoiceChange((input: z.input<typeof ZUpdateInvoice> | z.output<typeof ZUpdateInvoice>) =>
    apiFetch<InvoiceItem>("/api/invoice/updateInvoice", { method: "PUT", body: input }),
  );

// The invoice e-mailed to its client with the PDF attached (a draft becomes pending).
export const useEmailInvoice = () =>
  useInvoiceChange((id: string) => apiFetch<unknown>("/api/invoice/sendEmail", { body: { id } }));

// The invoice as a PDF, in the client's language unless another is asked for.
export async function downloadInvoicePdf(id: string, locale?: string) {
  saveDownload(await apiDownload("/api/invoice/pdf", { query: { id, locale } }));
}
