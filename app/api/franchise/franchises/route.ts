import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { listFranchiseEnquiries } from "@/lib/server/franchises/list-franchise-enquiries";

// GET /api/franchise/franchises – one page of franchise requests, newest first (office only)
export const GET = route(invoiceOperations.listFranchiseEnquiries, async ({ session, query }) =>
  listFranchiseEnquiries({ actor: session, page: query }),
);
