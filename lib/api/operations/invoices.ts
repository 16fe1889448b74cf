import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZById } from "@/lib/validation/fields";
import { ZCreateInvoice, ZListInvoices, ZUpdateInvoice } from "@/lib/validation/invoices";

// Invoices (spec §3, §7 /invoice/*).
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
  getInvoiceById: operation({
    auth: ["Client", ...STAFF_ROLES],
    query: ZById,
    doc: {
      method: "GET",
      path: "/invoice/getInvoiceById",
      summary: "One invoice with its items (a client: one addressed to them)",
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
};
