import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { listEnquiries } from "@/lib/server/enquiries/list-enquiries";

// POST /api/enquiry/enquiries – one page of enquiries for the office
export const POST = route(enquiryOperations.listEnquiries, async ({ session, body }) =>
  listEnquiries({ actor: session, filter: body }),
);
