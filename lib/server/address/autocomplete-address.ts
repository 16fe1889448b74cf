import "server-only";
import { getEnv } from "@/lib/env";
import type { AddressSuggestions } from "./address-suggestion";
import { matchLocalPlaces } from "./local-places";
import { fetchRemoteSuggestions } from "./remote-address";

export type AutocompleteAddressOptions = { term: string; top: number };

// With an address service configured, its suggestions; without one, or when
// it fails, the built-in list of Irish places, so address forms keep working.
export async function autocompleteAddress({ term, top }: AutocompleteAddressOptions): Promise<AddressSuggestions> {
  const { ADDRESS_API_URL, ADDRESS_API_KEY } = getEnv();
  if (ADDRESS_API_URL && ADDRESS_API_KEY) {
    try {
      return {
        suggestions: await fetchRemoteSuggestions({ baseUrl: ADDRESS_API_URL, apiKey: ADDRESS_API_KEY, term, top }),
      };
    } catch (error) {
      // A warning, not an error: the visitor still gets suggestions. The key never reaches the log.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.warn(`[address] falling back to the local list: ${reason.replaceAll(ADDRESS_API_KEY, "***")}`);
    }
  }
  return { suggestions: matchLocalPlaces(term, top) };
}
