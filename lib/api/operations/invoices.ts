import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCreateCategory, ZUpdateCategory } from "@/lib/validation/categories";
import { ZCreateInvoice, ZListInvoices, ZUpdateInvoice } from "@/lib/validation/invoices";
import { ZPage } from "@/lib/validation/pagination";

// Invoices, service categories and the franchise request list (one helper's domain).
export const invoiceOperations = {
  listInvoices: operation({
    auth: ["Client", ...STAFF_ROLES],
    body: ZListInvoices,
    doc: {
      method: "POST",
      path: "/invoice/invoices",
      summary: "One page of invoices, newest first: { data, totalRecords } (a client sees their own)",
      tag: "Invoices",
    },
  }),
  createInvoice: operation({
    auth: STAFF_ROLES,
    body: ZCreateInvoice,
    doc: {
      method: "POST",
      path: "/invoice/createinvoice",
      summary: "Create an invoice; the server numbers it and computes every total",
      tag: "Invoices",
    },
  }),
  updateInvoice: operation({
    auth: STAFF_ROLES,
    body: ZUpdateInvoice,
    doc: {
      method: "PUT",
      path: "/invoice/updateInvoice",
      summary: "Change an invoice or its status; a paid invoice is frozen except its notes",
      tag: "Invoices",
    },
  }),
  listCategories: operation({
    auth: "public",
    query: ZPage,
    doc: {
      method: "GET",
      path: "/category/categories",
      summary: "The service categories, by name: { data, totalRecords }",
      tag: "Categories",
    },
  }),
  createCategory: operation({
    auth: STAFF_ROLES,
    body: ZCreateCategory,
    maxBodyBytes: 16 * 1024,
    doc: { method: "POST", path: "/category/createCategory", summary: "Add a service category", tag: "Categories" },
  }),
  updateCategory: operation({
    auth: STAFF_ROLES,
    body: ZUpdateCategory,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "PUT",
      path: "/category/updateCategory",
      summary: "Rename or describe a category",
      tag: "Categories",
    },
  }),
  listFranchiseEnquiries: operation({
    auth: STAFF_ROLES,
    query: ZPage,
    doc: {
      method: "GET",
      path: "/franchise/franchises",
      summary: "One page of franchise information requests, newest first: { data, totalRecords }",
      tag: "Franchises",
    },
  }),
};
