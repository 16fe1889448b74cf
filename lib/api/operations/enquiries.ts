import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCreateEnquiry } from "@/lib/validation/enquiry";
import { ZCreateFranchise } from "@/lib/validation/franchise";
import { ZPage } from "@/lib/validation/pagination";

export const enquiryOperations = {
  createEnquiry: operation({
    auth: "public",
    body: ZCreateEnquiry,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "POST",
      path: "/Enquiry/CreateEnquiry",
      summary: "A visitor's callback or quotation request",
      tag: "Enquiries",
    },
  }),
  listEnquiries: operation({
    auth: STAFF_ROLES,
    body: ZPage,
    doc: {
      method: "POST",
      path: "/enquiry/enquiries",
      summary: "One page of enquiries, newest first: { data, totalRecords }",
      tag: "Enquiries",
    },
  }),
  createFranchise: operation({
    auth: "public",
    body: ZCreateFranchise,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "POST",
      path: "/franchise/createFranchise",
      summary: "A request for the franchise information pack",
      tag: "Franchises",
    },
  }),
};
