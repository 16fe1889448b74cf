import { route } from "@/lib/api/handler";
import { AppError } from "@/lib/api/errors";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { deleteFollowingShifts, deleteShift } from "@/lib/server/rota/delete-shift";

// DELETE /api/Rota/Delete – delete a shift (the id in the body or the query);
// scope=following also deletes the later shifts of its repeat
export const DELETE = route(schedulingOperations.deleteShift, async ({ session, body, query }) => {
  const id = body.id ?? query.id;
  if (!id) throw new AppError("BAD_REQUEST", "Invalid input: id", { fields: { id: "This field is required." } });
  const isFollowing = (body.scope ?? query.scope) === "following";
  return isFollowing ? deleteFollowingShifts({ actor: session, id }) : deleteShift({ actor: session, id });
});
