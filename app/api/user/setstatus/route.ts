import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { setUserStatus } from "@/lib/server/users/set-user-status";

// PUT /api/user/setStatus – the office gives several users one status, all or nothing: { updated }
export const PUT = route(userOperations.setUserStatus, async ({ session, body }) =>
  setUserStatus({ actor: session, input: body }),
);
