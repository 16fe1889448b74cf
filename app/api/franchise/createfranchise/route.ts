import { route } from "@/lib/api/handler";
import { createFranchiseEnquiry } from "@/lib/server/franchises/create-franchise-enquiry";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { franchiseOperations } from "@/lib/api/operations/franchises";

// POST /api/franchise/createFranchise – a request for the franchise information pack (public)
export const POST = route(franchiseOperations.createFranchise, async ({ req, body }) => {
  await limitRequest(req, {
    scope: "franchise",
    perIp: LIMITS.enquiry.perIp,
    perAccount: { ...LIMITS.enquiry.perAccount, account: body.email },
  });
  return createFranchiseEnquiry(body);
});
