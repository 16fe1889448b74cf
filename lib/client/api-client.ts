import type { ErrorBody, FieldErrors } from "@/lib/api/errors";

// The one HTTP client of the browser side (house style §14). It sends the
// bearer token kept in session storage (spec §6) next to the session cookie,
// the page's language (so field errors come back in it), and turns every
// failure into an ApiError. JSON bodies, query strings, multipart uploads and
// file downloads all go through here.

export const ACCESS_TOKEN_KEY = "accessToken";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: FieldErrors,
    // The answer's Retry-After header in seconds (429, 503), when it has one.
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  // No answer at all: offline, DNS, server down.
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  // Worth trying again by itself: no answer, or the server failed. A 4xx
  // answer will be the same the next time.
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type ApiRequest = {
  method?: string;
  // A JSON body; without `method`, its presence makes the request a POST.
  body?: unknown;
  // Multipart form data (uploads): sent as the browser encodes it.
  formData?: FormData;
  // Query parameters; empty values are left out, arrays repeat the name.
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const response = await send(path, init, "application/json");
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

export type Download = { blob: Blob; fileName: string };

// A file answered by the API (CSV, PDF, an upload), with the name it gave.
export async function apiDownload(path: string, init: ApiRequest = {}): Promise<Download> {
  const response = await send(path, init, "*/*");
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition.match(/filename="?([^";]+)"?/i)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? path.split("/").pop() ?? "download");
  return { blob: await response.blob(), fileName };
}

// Hands a downloaded file to the browser's save flow.
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== "") params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

async function send(path: string, init: ApiRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (language) headers["Accept-Language"] = language;
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.formData) {
    body = init.formData;
  } else if (init.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, init.query), {
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("Something went wrong", 0);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const error = (payload as Partial<ErrorBody> | null)?.error;
    throw new ApiError(
      error?.message ?? "Something went wrong",
      response.status,
      error?.code,
      error?.fields,
      retryAfterSeconds(response.headers.get("retry-after")),
    );
  }
  return response;
}

// Retry-After is a number of seconds or an HTTP date.
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

function readToken(): string | null {
  try {
    return sessionStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}
