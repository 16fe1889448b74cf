import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { updateShift } from "@/lib/server/rota/update-shift";

// PUT /api/Rota/Update – change a shift (the declared twin of UpdateRota)
export const PUT = route(schedulingOperations.updateShiftDeclared, async ({ session, body }) =>
  updateShift({ actor: session, input: body }),
);
