import { z } from "zod";

// One entry of a record's history (a job's timeline, an invoice's history), as
// the server reads it; over the API `at` is an ISO date-time.
export type HistoryItem<Type extends string> = {
  id: string;
  type: Type;
  at: Date;
  actor: { id: string; name: string } | null;
  data: Record<string, unknown> | null;
};

// The schema of such an entry for the OpenAPI document, with what each field means for this record.
export function zHistoryItem<const Types extends readonly [string, ...string[]]>(
  types: Types,
  describe: { id: string; actor: string; data: string },
) {
  return z.object({
    id: z.string().describe(describe.id),
    type: z.enum(types),
    at: z.iso.datetime(),
    actor: z.object({ id: z.uuid(), name: z.string() }).nullable().describe(describe.actor),
    data: z.record(z.string(), z.unknown()).nullable().describe(describe.data),
  });
}
