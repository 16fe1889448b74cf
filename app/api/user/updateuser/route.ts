import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { updateUser } from "@/lib/server/users/update-user";

// PUT /api/user/updateUser – change one's profile, or (office) an account
export const PUT = route(userOperations.updateUser, async ({ session, body }) =>
  updateUser({ actor: session, input: body }),
);
