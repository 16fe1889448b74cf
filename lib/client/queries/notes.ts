import type { Jsonify } from "@/lib/client/json";
import type { LeadNote } from "@/lib/server/leads/lead-notes";

// An internal note of the office on an enquiry or a franchise request, as the API answers it.
export type Note = Jsonify<LeadNote>;
