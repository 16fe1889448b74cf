import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { publishWeek } from "@/lib/server/rota/publish-week";

// POST /api/rota/publish – publish a week of the rota and e-mail each cleaner their week
export const POST = route(schedulingOperations.publishWeek, async ({ session, body }) =>
  publishWeek({ actor: session, input: body }),
);
