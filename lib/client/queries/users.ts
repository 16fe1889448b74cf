"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import { apiDownload, apiFetch, saveDownload } from "@/lib/client/api-client";
import type { Jsonify } from "@/lib/client/json";
import type { PublicUser } from "@/lib/server/users/public-user";
import type { TPaged } from "@/lib/validation/pagination";
import type { TUserStatus, ZCreateUser, ZUpdateUser } from "@/lib/validation/users";

// The users domain's queries and changes (see docs/dashboard.md).

export type UserItem = Jsonify<PublicUser>;
export type Certificate = {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  dbPath: string;
  createdAt: string;
};
export type UserDetail = UserItem & { certificates: Certificate[] };

export type UserFilter = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  role?: Role;
  status?: TUserStatus;
  companyId?: string;
  sortBy?: string;
  sortDir?: "asc" | "desc";
};

export const userKeys = {
  all: ["users"] as const,
  list: (filter: UserFilter) => [...userKeys.all, "list", filter] as const,
  detail: (id: string) => [...userKeys.all, "detail", id] as const,
};

export function useUsers(filter: UserFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.list(filter),
    queryFn: ({ signal }) => apiFetch<TPaged<UserItem>>("/api/user/users", { body: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<UserDetail>("/api/user/getUserById", { query: { id }, signal }),
    enabled: Boolean(id),
  });
}

// Every change to a user refreshes every user query (lists, details, the menu's count).
function useUserChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () =>
  useUserChange((input: z.input<typeof ZCreateUser>) => apiFetch<UserItem>("/api/user/createUser", { body: input }));

export const useUpdateUser = () =>
  useUserChange((input: z.input<typeof ZUpdateUser>) =>
    apiFetch<UserItem>("/api/user/updateUser", { method: "PUT", body: input }),
  );

export const useDeleteUser = () =>
  useUserChange((id: string) => apiFetch<UserItem>("/api/user/deleteUser", { method: "DELETE", body: { id } }));

export const useSetUserStatus = () =>
  useUserChange((input: { ids: string[]; status: TUserStatus }) =>
    apiFetch<{ updated: number }>("/api/user/setStatus", { method: "PUT", body: input }),
  );

export const useUploadUserFile = () =>
  useUserChange(({ userId, kind, file }: { userId: string; kind: "profile" | "certificate"; file: File }) => {
    const formData = new FormData();
    formData.append("file", file);
    formData.append("kind", kind);
    formData.append("userId", userId);
    return apiFetch<{ dbPath: string }>("/api/user/upload", { formData });
  });

export const useDeleteUserFile = () =>
  useUserChange((id: string) => apiFetch<unknown>("/api/user/deleteFile", { method: "DELETE", body: { id } }));

// The CSV of the users the list shows (its filter, every page).
export async function exportUsers(filter: Omit<UserFilter, "pageNumber" | "pageSize" | "sortBy" | "sortDir">) {
  saveDownload(await apiDownload("/api/user/export", { query: filter }));
}
