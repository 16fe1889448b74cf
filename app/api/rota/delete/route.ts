import { route } from "@/lib/api/handler";
import { AppError } from "@/lib/api/errors";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { deleteShift } from "@/lib/server/rota/delete-shift";

// DELETE /api/Rota/Delete – delete a shift; the id comes in the body or the query
export const DELETE = route(schedulingOperations.deleteShift, async ({ session, body, query }) => {
  const id = body.id ?? query.id;
  if (!id) throw new AppError("BAD_REQUEST", "Invalid input: id", { fields: { id: "This field is required." } });
  return deleteShift({ actor: session, id });
});
