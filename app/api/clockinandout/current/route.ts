import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { currentClockState } from "@/lib/server/clocking/current-clock-state";

// GET /api/clockinandout/current – the caller's open clock record and today's shifts
export const GET = route(schedulingOperations.currentClockState, async ({ session }) =>
  currentClockState({ actor: session }),
);
