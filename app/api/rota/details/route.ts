import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { getShift } from "@/lib/server/rota/get-shift";

// GET /api/Rota/Details?id – one shift
export const GET = route(schedulingOperations.getShift, async ({ session, query }) =>
  getShift({ actor: session, id: query.id }),
);
