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
