import { route } from "@/lib/api/handler";
import { franchiseOperations } from "@/lib/api/operations/franchises";
import { listFranchiseEnquiries } from "@/lib/server/franchises/list-franchise-enquiries";

// GET /api/franchise/franchises – one page of franchise requests, newest first (office only)
export const GET = route(franchiseOperations.listFranchiseEnquiries, async ({ session, query }) =>
  listFranchiseEnquiries({ actor: session, filter: query }),
);
