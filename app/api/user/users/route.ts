import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { listUsers } from "@/lib/server/users/list-users";

// POST /api/user/users – one page of users (office), filtered by role, status or search
export const POST = route(userOperations.listUsers, async ({ session, body }) =>
  listUsers({ actor: session, filter: body }),
);
