import { route } from "@/lib/api/handler";
import { companyOperations } from "@/lib/api/operations/companies";
import { listCompanies } from "@/lib/server/companies/list-companies";

// GET /api/Company/Companies – companies by name, optionally searched (a client: their own)
export const GET = route(companyOperations.listCompanies, async ({ session, query }) =>
  listCompanies({ actor: session, filter: query }),
);
