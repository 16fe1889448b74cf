import { route } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listEnquiries } from "@/lib/server/enquiries/list-enquiries";
import { ZPage } from "@/lib/validation/pagination";

// POST /api/enquiry/enquiries – one page of enquiries, newest first: { data, totalRecords }
export const POST = route({ auth: STAFF_ROLES, body: ZPage }, async ({ session, body }) =>
  listEnquiries({ actor: session, page: body }),
);
