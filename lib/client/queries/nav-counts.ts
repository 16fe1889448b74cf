"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client";

// Counts the side menu shows next to an item. Refreshed every minute and
// whenever the users change (the "users" keys are invalidated then).
export function usePendingClientCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ["users", "pendingCount"],
    queryFn: ({ signal }) => apiFetch<{ count: number }>("/api/user/pendingCount", { signal }),
    enabled: isEnabled,
    refetchInterval: 60_000,
    select: (answer) => answer.count,
  });
}

// Unread messages in the chats of the jobs the user sees (the Job item's
// count). Refreshed every 30 seconds and whenever jobs or their chats change.
export function useUnreadMessageCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ["jobs", "unreadCount"],
    queryFn: ({ signal }) => apiFetch<{ total: number }>("/api/ChatBox/UnreadCount", { signal }),
    enabled: isEnabled,
    refetchInterval: 30_000,
    select: (answer) => answer.total,
  });
}
