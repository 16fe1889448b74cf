import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { createShift } from "@/lib/server/rota/create-shift";

// POST /api/Rota/Create – book a cleaner for a shift (the declared twin of createrota)
export const POST = route(schedulingOperations.createShiftDeclared, async ({ session, body }) =>
  createShift({ actor: session, input: body }),
);
