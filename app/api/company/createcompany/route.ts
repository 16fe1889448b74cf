import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { createCompany } from "@/lib/server/companies/create-company";

// POST /api/Company/CreateCompany – the office adds a customer company
export const POST = route(userOperations.createCompany, async ({ session, body }) =>
  createCompany({ actor: session, input: body }),
);
