import { route } from "@/lib/api/handler";
import { companyOperations } from "@/lib/api/operations/companies";
import { getCompanyById } from "@/lib/server/companies/get-company";

// GET /api/Company/GetCompanyById?id= – one company (a client: their own)
export const GET = route(companyOperations.getCompanyById, async ({ session, query }) =>
  getCompanyById({ actor: session, id: query.id }),
);
