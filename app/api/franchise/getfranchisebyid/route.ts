import { route } from "@/lib/api/handler";
import { franchiseOperations } from "@/lib/api/operations/franchises";
import { getFranchiseEnquiry } from "@/lib/server/franchises/get-franchise-enquiry";

// GET /api/franchise/getFranchiseById?id= – one franchise request with its notes (office only)
export const GET = route(franchiseOperations.getFranchiseById, async ({ session, query }) =>
  getFranchiseEnquiry({ actor: session, id: query.id }),
);
