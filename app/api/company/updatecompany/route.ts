import { route } from "@/lib/api/handler";
import { companyOperations } from "@/lib/api/operations/companies";
import { updateCompany } from "@/lib/server/companies/update-company";

// PUT /api/Company/UpdateCompany – change a company (a client: their own)
export const PUT = route(companyOperations.updateCompany, async ({ session, body }) =>
  updateCompany({ actor: session, input: body }),
);
