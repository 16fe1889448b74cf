import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { deleteUserFile } from "@/lib/server/users/delete-user-file";

// DELETE /api/user/deleteFile – remove a certificate, record and file (id in the body)
export const DELETE = route(userOperations.deleteUserFile, async ({ session, body }) =>
  deleteUserFile({ actor: session, id: body.id }),
);
