import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { updateCompany } from "@/lib/server/companies/update-company";

// PUT /api/Company/UpdateCompany – change a company (a client: their own)
export const PUT = route(userOperations.updateCompany, async ({ session, body }) =>
  updateCompany({ actor: session, input: body }),
);
