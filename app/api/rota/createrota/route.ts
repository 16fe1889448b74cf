import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { createShift } from "@/lib/server/rota/create-shift";

// POST /api/rota/createrota – book a cleaner for a shift
export const POST = route(schedulingOperations.createShift, async ({ session, body }) =>
  createShift({ actor: session, input: body }),
);
