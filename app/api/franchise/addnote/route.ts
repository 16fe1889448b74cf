import { route } from "@/lib/api/handler";
import { franchiseOperations } from "@/lib/api/operations/franchises";
import { addFranchiseNote } from "@/lib/server/franchises/update-franchise-enquiry";

// POST /api/franchise/addNote – an internal note on a franchise request (office only)
export const POST = route(franchiseOperations.addFranchiseNote, async ({ session, body }) =>
  addFranchiseNote({ actor: session, input: body }),
);
