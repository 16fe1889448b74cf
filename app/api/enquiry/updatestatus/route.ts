import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { updateEnquiryStatus } from "@/lib/server/enquiries/update-enquiry";

// PUT /api/enquiry/updateStatus – new, contacted or closed
export const PUT = route(enquiryOperations.updateEnquiryStatus, async ({ session, body }) =>
  updateEnquiryStatus({ actor: session, input: body }),
);
