"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { OutboxMailDetail } from "@/lib/server/mail/get-outbox-mail";
import type { OutboxItem } from "@/lib/server/mail/outbox-view";
import type { TOutboxStatus } from "@/lib/validation/mail";
import type { TPaged } from "@/lib/validation/pagination";

// The outbox of every e-mail the system sends (see docs/dashboard.md).

export type OutboxStatus = TOutboxStatus;
export type MailItem = Jsonify<OutboxItem>;
export type MailDetail = Jsonify<OutboxMailDetail>;
export type MailFilter = { pageNumber: number; pageSize: number; search?: string; status?: OutboxStatus };

export const mailKeys = {
  all: ["mail"] as const,
  list: (filter: MailFilter) => [...mailKeys.all, "list", filter] as const,
  detail: (id: string) => [...mailKeys.all, "detail", id] as const,
};

export function useOutbox(filter: MailFilter) {
  return useQuery({
    queryKey: mailKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<MailItem>>("/api/mail/outbox", { query: filter, signal }),
    placeholderData: keepPreviousData,
    // The worker sends in the background: the list follows.
    refetchInterval: 10_000,
  });
}

export function useMail(id: string | null) {
  return useQuery({
    queryKey: mailKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<MailDetail>("/api/mail/getMailById", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string }>("/api/mail/resend", { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
