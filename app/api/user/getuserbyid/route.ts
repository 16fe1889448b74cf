import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { getUserDetail } from "@/lib/server/users/get-user";

// GET /api/user/getUserById?id= – one user with their certificates
export const GET = route(userOperations.getUserById, async ({ session, query }) =>
  getUserDetail({ actor: session, id: query.id }),
);
