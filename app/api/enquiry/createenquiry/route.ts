import { route } from "@/lib/api/handler";
import { createEnquiry } from "@/lib/server/enquiries/create-enquiry";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { ZCreateEnquiry } from "@/lib/validation/enquiry";

// POST /api/Enquiry/CreateEnquiry – a visitor's callback or quotation request (public)
export const POST = route({ auth: "public", body: ZCreateEnquiry, maxBodyBytes: 16 * 1024 }, async ({ req, body }) => {
  await limitRequest(req, {
    scope: "enquiry",
    perIp: LIMITS.enquiry.perIp,
    perAccount: { ...LIMITS.enquiry.perAccount, account: body.email },
  });
  return createEnquiry(body);
});
