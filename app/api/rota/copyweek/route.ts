import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { copyWeek } from "@/lib/server/rota/copy-week";

// POST /api/rota/copyweek – copy a week's shifts into another week, leaving out those that would clash
export const POST = route(schedulingOperations.copyWeek, async ({ session, body }) =>
  copyWeek({ actor: session, input: body }),
);
