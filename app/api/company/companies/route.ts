import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { listCompanies } from "@/lib/server/companies/list-companies";

// GET /api/Company/Companies – companies by name (a client: their own)
export const GET = route(userOperations.listCompanies, async ({ session, query }) =>
  listCompanies({ actor: session, page: query }),
);
