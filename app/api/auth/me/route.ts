import { route } from "@/lib/api/handler";
import { getUserById } from "@/lib/server/users/get-user";

// GET /api/auth/me – the signed-in user
export const GET = route({ auth: "user" }, async ({ session }) => ({
  user: await getUserById({ actor: session, id: session.id }),
}));
