import "server-only";
import { z } from "zod";
import type { AddressSuggestion } from "./address-suggestion";

export const REMOTE_TIMEOUT_MS = 3000;
const MAX_ANSWER_CHARS = 512 * 1024;

// The address service answers { suggestions: [{ address, id?, url? }] }; anything else is a failure.
const ZRemoteAnswer = z.object({
  suggestions: z.array(
    z.object({
      address: z.string().trim().min(1).max(500),
      id: z.union([z.string().max(200), z.number()]).optional(),
    }),
  ),
});

type RemoteOptions = { baseUrl: string; apiKey: string; term: string; top: number; timeoutMs?: number };

// Asks the third-party address service (spec §7). Throws on any failure:
// network, timeout, a status other than 2xx, an oversized or malformed answer.
export async function fetchRemoteSuggestions(options: RemoteOptions): Promise<AddressSuggestion[]> {
  const { baseUrl, apiKey, term, top, timeoutMs = REMOTE_TIMEOUT_MS } = options;
  const url =
    `${baseUrl.replace(/\/+$/, "")}/autocomplete/${encodeURIComponent(term)}` +
    `?top=${top}&api-key=${encodeURIComponent(apiKey)}`;
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "error",
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`the address service answered HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_ANSWER_CHARS) throw new Error("the address service's answer is too large");
  const answer = ZRemoteAnswer.parse(JSON.parse(text));
  return answer.suggestions
    .slice(0, top)
    .map(({ address, id }) => ({ address, ...(id !== undefined && { id: String(id) }) }));
}
