import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { countPendingUsers } from "@/lib/server/users/count-pending-users";

// GET /api/user/pendingCount – client accounts waiting for activation: { count }
export const GET = route(userOperations.countPendingUsers, async ({ session }) =>
  countPendingUsers({ actor: session }),
);
