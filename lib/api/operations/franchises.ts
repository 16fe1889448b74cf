import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZLeadNote } from "@/lib/validation/enquiry-office";
import { ZById } from "@/lib/validation/fields";
import { ZCreateFranchise, ZExportFranchises, ZFranchiseStatus, ZListFranchises } from "@/lib/validation/franchise";

const TAG = "Franchises";

// Franchise information-pack requests (spec §2 /franchise, /dashboard/franchise, §7 /franchise/*).
export const franchiseOperations = {
  createFranchise: operation({
    auth: "public",
    body: ZCreateFranchise,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "POST",
      path: "/franchise/createFranchise",
      summary: "A request for the franchise information pack",
      tag: TAG,
    },
  }),
  listFranchiseEnquiries: operation({
    auth: STAFF_ROLES,
    query: ZListFranchises,
    doc: {
      method: "GET",
      path: "/franchise/franchises",
      summary: "One page of franchise requests, newest first, by status or search: { data, totalRecords }",
      tag: TAG,
    },
  }),
  getFranchiseById: operation({
    auth: STAFF_ROLES,
    query: ZById,
    doc: { method: "GET", path: "/franchise/getFranchiseById", summary: "One request with its notes", tag: TAG },
  }),
  updateFranchiseStatus: operation({
    auth: STAFF_ROLES,
    body: ZFranchiseStatus,
    doc: {
      method: "PUT",
      path: "/franchise/updateStatus",
      summary: "Mark a request new, contacted or closed (who and when are kept)",
      tag: TAG,
    },
  }),
  addFranchiseNote: operation({
    auth: STAFF_ROLES,
    body: ZLeadNote,
    doc: { method: "POST", path: "/franchise/addNote", summary: "Add an internal note to a request", tag: TAG },
  }),
  exportFranchiseEnquiries: operation({
    auth: STAFF_ROLES,
    query: ZExportFranchises,
    doc: {
      method: "GET",
      path: "/franchise/export",
      summary: "The requests of the list's filter as a CSV file",
      tag: TAG,
    },
  }),
};
