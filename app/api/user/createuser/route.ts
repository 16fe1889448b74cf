import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { createUser } from "@/lib/server/users/create-user";

// POST /api/user/createUser – the office creates an active account
export const POST = route(userOperations.createUser, async ({ session, body }) =>
  createUser({ actor: session, input: body }),
);
