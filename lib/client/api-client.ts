import type { ErrorBody, FieldErrors } from "@/lib/api/errors";

// The one HTTP client of the browser side (house style §14). It sends the
// bearer token kept in session storage (spec §6) next to the session cookie,
// and turns every failure into an ApiError.

export const ACCESS_TOKEN_KEY = "accessToken";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = "ApiError";
  }

  // No answer at all: offline, DNS, server down.
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError("Something went wrong", 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as Partial<ErrorBody> | null)?.error;
    throw new ApiError(error?.message ?? "Something went wrong", response.status, error?.code, error?.fields);
  }
  return payload as T;
}

function readToken(): string | null {
  try {
    return sessionStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}
