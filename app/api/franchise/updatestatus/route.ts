import { route } from "@/lib/api/handler";
import { franchiseOperations } from "@/lib/api/operations/franchises";
import { updateFranchiseStatus } from "@/lib/server/franchises/update-franchise-enquiry";

// PUT /api/franchise/updateStatus – mark a franchise request new, contacted or closed (office only)
export const PUT = route(franchiseOperations.updateFranchiseStatus, async ({ session, body }) =>
  updateFranchiseStatus({ actor: session, input: body }),
);
