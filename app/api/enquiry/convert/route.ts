import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { convertEnquiry } from "@/lib/server/enquiries/convert-enquiry";

// POST /api/enquiry/convert – the enquiry becomes a client and a New job (once)
export const POST = route(enquiryOperations.convertEnquiry, async ({ session, body }) =>
  convertEnquiry({ actor: session, input: body }),
);
