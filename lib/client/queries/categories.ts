"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { CategoryRow } from "@/lib/server/categories/category-select";
import type { ZCreateCategory, ZUpdateCategory } from "@/lib/validation/categories";
import type { TPaged } from "@/lib/validation/pagination";

// The Services categories (see docs/dashboard.md).

export type CategoryItem = Jsonify<CategoryRow>;

export const categoryKeys = {
  all: ["categories"] as const,
  list: (filter: { pageNumber: number; pageSize: number }) => [...categoryKeys.all, "list", filter] as const,
};

// With the retired ones: the office sees everything it ever offered.
export function useCategories(filter: { pageNumber: number; pageSize: number }) {
  return useQuery({
    queryKey: categoryKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch<TPaged<CategoryItem>>("/api/category/categories", {
        query: { ...filter, includeRetired: true },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useCategoryChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }) });
}

export const useCreateCategory = () =>
  useCategoryChange((input: z.input<typeof ZCreateCategory>) =>
    apiFetch<CategoryItem>("/api/category/createCategory", { body: input }),
  );

export const useUpdateCategory = () =>
  useCategoryChange((input: z.input<typeof ZUpdateCategory>) =>
    apiFetch<CategoryItem>("/api/category/updateCategory", { method: "PUT", body: input }),
  );

// The services the office offers now (retired ones left out), by name: what
// the job and conversion forms offer.
export function useOfferedServices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...categoryKeys.all, "offered"],
    queryFn: ({ signal }) =>
      apiFetch<TPaged<CategoryItem>>("/api/category/categories", { query: { pageSize: 100 }, signal }),
    select: (page) => page.data.map((category) => category.name),
    staleTime: 5 * 60_000,
  });
}
