import { route } from "@/lib/api/handler";
import { createEnquiry } from "@/lib/server/enquiries/create-enquiry";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { enquiryOperations } from "@/lib/api/operations/enquiries";

// POST /api/Enquiry/CreateEnquiry – a visitor's callback or quotation request (public)
export const POST = route(enquiryOperations.createEnquiry, async ({ req, body }) => {
  await limitRequest(req, {
    scope: "enquiry",
    perIp: LIMITS.enquiry.perIp,
    perAccount: { ...LIMITS.enquiry.perAccount, account: body.email },
  });
  return createEnquiry(body);
});
