"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { CompanyRow } from "@/lib/server/companies/company-select";
import type { ZCreateCompany, ZUpdateCompany } from "@/lib/validation/companies";
import type { TPaged } from "@/lib/validation/pagination";

// The companies domain's queries and changes (see docs/dashboard.md).

export type CompanyItem = Jsonify<CompanyRow>;
export type CompanyFilter = { pageNumber: number; pageSize: number; search?: string };

export const companyKeys = {
  all: ["companies"] as const,
  list: (filter: CompanyFilter) => [...companyKeys.all, "list", filter] as const,
  detail: (id: string) => [...companyKeys.all, "detail", id] as const,
};

export function useCompanies(filter: CompanyFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: companyKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<CompanyItem>>("/api/Company/Companies", { query: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

// `initial`: the company the page came with, fresh for the queries' usual 30 s.
export function useCompany(id: string | null, initial?: CompanyItem) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<CompanyItem>("/api/Company/GetCompanyById", { query: { id }, signal }),
    initialData: initial,
    enabled: Boolean(id),
  });
}

function useCompanyChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // A company's name shows in user lists too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.all }),
        client.invalidateQueries({ queryKey: ["users"] }),
      ]),
  });
}

export const useCreateCompany = () =>
  useCompanyChange((input: z.input<typeof ZCreateCompany>) =>
    apiFetch<CompanyItem>("/api/Company/CreateCompany", { body: input }),
  );

export const useUpdateCompany = () =>
  useCompanyChange((input: z.input<typeof ZUpdateCompany>) =>
    apiFetch<CompanyItem>("/api/Company/UpdateCompany", { method: "PUT", body: input }),
  );

export const useUploadCompanyLogo = () =>
  useCompanyChange(({ companyId, file }: { companyId: string; file: File }) => {
    const formData = new FormData();
    formData.append("file", file);
    formData.append("companyId", companyId);
    return apiFetch<{ dbPath: string }>("/api/Company/Upload", { formData });
  });
