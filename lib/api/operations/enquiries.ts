import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCreateEnquiry } from "@/lib/validation/enquiry";
import {
  ZConvertEnquiry,
  ZEnquiryId,
  ZEnquiryStatus,
  ZLeadNote,
  ZListEnquiries,
} from "@/lib/validation/enquiry-office";

const TAG = "Enquiries";

// Callback and quotation requests (spec §2 /enquiry, §3, §7).
export const enquiryOperations = {
  createEnquiry: operation({
    auth: "optional",
    body: ZCreateEnquiry,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "POST",
      path: "/Enquiry/CreateEnquiry",
      summary: "A visitor's callback or quotation request, or one the office took by phone",
      tag: TAG,
    },
  }),
  listEnquiries: operation({
    auth: STAFF_ROLES,
    body: ZListEnquiries,
    doc: {
      method: "POST",
      path: "/enquiry/enquiries",
      summary: "One page of enquiries, newest first, by status or search: { data, totalRecords }",
      tag: TAG,
    },
  }),
  getEnquiryById: operation({
    auth: STAFF_ROLES,
    query: ZEnquiryId,
    doc: {
      method: "GET",
      path: "/enquiry/getEnquiryById",
      summary: "One enquiry with its notes, the same address's other enquiries, its client and job",
      tag: TAG,
    },
  }),
  updateEnquiryStatus: operation({
    auth: STAFF_ROLES,
    body: ZEnquiryStatus,
    doc: {
      method: "PUT",
      path: "/enquiry/updateStatus",
      summary: "Mark an enquiry new, contacted or closed (who and when are kept)",
      tag: TAG,
    },
  }),
  addEnquiryNote: operation({
    auth: STAFF_ROLES,
    body: ZLeadNote,
    doc: { method: "POST", path: "/enquiry/addNote", summary: "Add an internal note to an enquiry", tag: TAG },
  }),
  convertEnquiry: operation({
    auth: STAFF_ROLES,
    body: ZConvertEnquiry,
    doc: {
      method: "POST",
      path: "/enquiry/convert",
      summary: "Make the enquiry a client (invited by e-mail, or the existing account) and a New job; idempotent",
      tag: TAG,
    },
  }),
};
