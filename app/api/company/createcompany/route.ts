import { route } from "@/lib/api/handler";
import { companyOperations } from "@/lib/api/operations/companies";
import { createCompany } from "@/lib/server/companies/create-company";

// POST /api/Company/CreateCompany – the office adds a customer company
export const POST = route(companyOperations.createCompany, async ({ session, body }) =>
  createCompany({ actor: session, input: body }),
);
