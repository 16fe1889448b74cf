import { route } from "@/lib/api/handler";
import { enquiryOperations } from "@/lib/api/operations/enquiries";
import { addEnquiryNote } from "@/lib/server/enquiries/update-enquiry";

// POST /api/enquiry/addNote – an internal note of the office
export const POST = route(enquiryOperations.addEnquiryNote, async ({ session, body }) =>
  addEnquiryNote({ actor: session, input: body }),
);
