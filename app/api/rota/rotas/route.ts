import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listShifts } from "@/lib/server/rota/list-shifts";

// GET /api/rota/rotas (also /api/Rota/Rotas) – shifts overlapping startDate..endDate
export const GET = route(schedulingOperations.listShifts, async ({ session, query }) =>
  listShifts({ actor: session, query }),
);
