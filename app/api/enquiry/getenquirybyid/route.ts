import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { getEnquiry } from "@/lib/server/enquiries/get-enquiry";

// GET /api/enquiry/getEnquiryById?id= – one enquiry with its notes, repeats, client and job
export const GET = route(enquiryOperations.getEnquiryById, async ({ session, query }) =>
  getEnquiry({ actor: session, id: query.id }),
);
