"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/client/api-client";
import { signalSessionEnded } from "@/lib/client/session-storage";

// A 401 from any query or change means the session is over: the dashboard
// says so once (the 'Token expired' dialog) instead of each screen failing.
function onError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) signalSessionEnded();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only what may succeed next time is retried: no answer, or a 5xx.
        // A 4xx (bad input, forbidden, not found) would answer the same.
        retry: (failures, error) => error instanceof ApiError && error.isTransient && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
