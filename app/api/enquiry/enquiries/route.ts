import { route } from "@/lib/api/handler";
import { listEnquiries } from "@/lib/server/enquiries/list-enquiries";
import { enquiryOperations } from "@/lib/api/operations/enquiries";

// POST /api/enquiry/enquiries – one page of enquiries, newest first: { data, totalRecords }
export const POST = route(enquiryOperations.listEnquiries, async ({ session, body }) =>
  listEnquiries({ actor: session, page: body }),
);
