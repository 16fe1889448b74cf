export type AddressSuggestion = { address: string; id?: string };
export type AddressSuggestions = { suggestions: AddressSuggestion[] };
