import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { isStaff } from "@/lib/auth/roles";
import { createEnquiry } from "@/lib/server/enquiries/create-enquiry";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";

// POST /api/Enquiry/CreateEnquiry – a visitor's callback or quotation request, or one the office took by phone
export const POST = route(enquiryOperations.createEnquiry, async ({ req, session, body }) => {
  // The office records calls all day; visitors are held to the form's limits.
  if (!session || !isStaff(session.role)) {
    await limitRequest(req, {
      scope: "enquiry",
      perIp: LIMITS.enquiry.perIp,
      perAccount: { ...LIMITS.enquiry.perAccount, account: body.email },
    });
  }
  return createEnquiry({ input: body, actor: session });
});
