import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { getUserById } from "@/lib/server/users/get-user";

// GET /api/auth/me – the signed-in user
export const GET = route(authOperations.me, async ({ session }) => ({
  user: await getUserById({ actor: session, id: session.id }),
}));
