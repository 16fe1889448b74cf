"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import { apiFetch } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { JobStage } from "@/lib/content/statuses";
import { CHAT_PAGE_SIZE } from "@/lib/content/chat";
import { readLatest } from "@/lib/latest-page";
import type { ChatMessageView } from "@/lib/server/chat/chat-select";
import type { JobView } from "@/lib/server/jobs/job-select";
import type { ZCreateJob, ZCreateJobSigned, ZUpdateJob } from "@/lib/validation/jobs";
import type { TPaged } from "@/lib/validation/pagination";

// The jobs domain's queries and changes (see docs/dashboard.md): jobs, their
// photos, their sign-off and their chat.

export type JobItem = Jsonify<JobView>;
export type ChatMessage = Jsonify<ChatMessageView>;
export type JobPhoto = JobItem extends { photos: (infer P)[] } ? P : never;

export type JobFilter = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  stage?: JobStage;
  service?: string;
  clientId?: string;
  assigneeId?: string;
  from?: string;
  to?: string;
  role?: Role;
  userId?: string;
  sortBy?: string;
  sortDir?: "asc" | "desc";
};

export const jobKeys = {
  all: ["jobs"] as const,
  list: (filter: JobFilter) => [...jobKeys.all, "list", filter] as const,
  detail: (id: string) => [...jobKeys.all, "detail", id] as const,
  chat: (jobId: string) => [...jobKeys.all, "chat", jobId] as const,
};

export function useJobs(filter: JobFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jobKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<JobItem>>("/api/job/jobs", { body: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

// `initial`: the job the page came with, fresh for the queries' usual 30 s.
export function useJob(id: string | null, initial?: JobItem) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiFetch<JobItem>("/api/Job/GetJobbyId", { query: { id }, signal }),
    initialData: initial,
    enabled: Boolean(id),
  });
}

// Every change to a job refreshes every job query (lists, the board, details).
function useJobChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }) });
}

export const useCreateJob = () =>
  useJobChange((input: z.input<typeof ZCreateJob>) => apiFetch<JobItem>("/api/job/createjob", { body: input }));

export const useUpdateJob = () =>
  useJobChange((input: z.input<typeof ZUpdateJob>) =>
    apiFetch<JobItem & { updatedVisits?: number }>("/api/job/updatejob", { method: "PUT", body: input }),
  );

// Ends a series after a visit: its later visits that have not started go.
export const useEndSeries = () =>
  useJobChange((input: { seriesId: string; afterJobId?: string }) =>
    apiFetch<{ deletedVisits: number; keptVisits: number }>("/api/job/endseries", { body: input }),
  );

export const useSignJob = () =>
  useJobChange((input: z.input<typeof ZCreateJobSigned>) =>
    apiFetch<JobItem>("/api/JobSigned/CreateJobSigned", { body: input }),
  );

export const useUploadJobPhoto = () =>
  useJobChange(({ jobId, file }: { jobId: string; file: File }) => {
    const formData = new FormData();
    formData.append("jobId", jobId);
    formData.append("file", file);
    return apiFetch<JobPhoto>("/api/job/uploadphoto", { formData });
  });

export const useDeleteJobPhoto = () =>
  useJobChange((id: string) => apiFetch<unknown>("/api/job/deletephoto", { method: "DELETE", body: { id } }));

// The chat of a job, oldest first, newest at the bottom. New messages appear
// by polling every 3 seconds while the page is visible (TanStack Query stops
// polling in a hidden tab): no request is held open, so any proxy copes.
// `initial`: the chat the page came with (app/[locale]/dashboard/job/[id]/page.tsx).
export const CHAT_POLL_MS = 3000;

export function useJobChat(jobId: string, initial?: TPaged<ChatMessage>) {
  return useQuery({
    queryKey: jobKeys.chat(jobId),
    queryFn: ({ signal }) =>
      readLatest(CHAT_PAGE_SIZE, (pageNumber) =>
        apiFetch<TPaged<ChatMessage>>("/api/ChatBox/GetChatBoxbyJob", {
          query: { jobId, pageNumber, pageSize: CHAT_PAGE_SIZE },
          signal,
        }),
      ),
    initialData: initial,
    refetchInterval: CHAT_POLL_MS,
  });
}

function useChatChange<Input, Output>(jobId: string, send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.chat(jobId) }),
  });
}

export const usePostChatMessage = (jobId: string) =>
  useChatChange(jobId, (text: string) =>
    apiFetch<ChatMessage>("/api/ChatBox/CreateChatBox", { body: { jobId, text } }),
  );

export const useEditChatMessage = (jobId: string) =>
  useChatChange(jobId, ({ id, text }: { id: string; text: string }) =>
    apiFetch<ChatMessage>(`/api/ChatBox/UpdateChatBox/${id}`, { method: "PUT", body: { text } }),
  );

// The viewer has read the job's chat up to now: the menu's and the lists' unread counts drop.
export function useMarkChatRead(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>("/api/ChatBox/MarkRead", { body: { jobId } }),
    onSuccess: () =>
      Promise.all(
        [
          [...jobKeys.all, "unreadCount"],
          [...jobKeys.all, "list"],
          [...jobKeys.all, "conversations"],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export type Conversation = {
  jobId: string;
  jobTitle: string;
  jobStage: JobStage;
  lastMessage: Pick<ChatMessage, "id" | "text" | "deletedAt" | "createdAt" | "sender">;
  unreadCount: number;
};

// The chats the user can see, most recent message first.
export function useConversations(page: { pageNumber: number; pageSize: number }) {
  return useQuery({
    queryKey: [...jobKeys.all, "conversations", page],
    queryFn: ({ signal }) => apiFetch<TPaged<Conversation>>("/api/ChatBox/Conversations", { body: page, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

export const useDeleteChatMessage = (jobId: string) =>
  useChatChange(jobId, (id: string) => apiFetch<unknown>(`/api/ChatBox/DeleteChatBox/${id}`, { method: "DELETE" }));
