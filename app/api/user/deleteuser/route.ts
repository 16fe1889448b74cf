import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { deleteUser } from "@/lib/server/users/delete-user";

// DELETE /api/user/deleteUser – the office deletes an account (id in the body)
export const DELETE = route(userOperations.deleteUser, async ({ session, body }) =>
  deleteUser({ actor: session, id: body.id }),
);
