import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { updateShift } from "@/lib/server/rota/update-shift";

// PUT /api/rota/UpdateRota – change a shift
export const PUT = route(schedulingOperations.updateShift, async ({ session, body }) =>
  updateShift({ actor: session, input: body }),
);
