import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZById } from "@/lib/validation/fields";
import { ZInvoiceHistoryResponse } from "@/lib/validation/invoice-history";
import { ZInvoicePdfQuery, ZSendInvoiceEmail, ZSendInvoiceEmailResponse } from "@/lib/validation/invoice-documents";
import {
  ZCreateInvoice,
  ZExportInvoices,
  ZInvoicePageResponse,
  ZInvoiceResponse,
  ZInvoiceSummary,
  ZInvoiceSummaryResponse,
  ZListInvoices,
  ZUninvoicedVisits,
  ZUpdateInvoice,
} from "@/lib/validation/invoices";

// Invoices (spec §3, §7 /invoice/*).
export const invoiceOperations = {
  listInvoices: operation({
    auth: ["Client", ...STAFF_ROLES],
    body: ZListInvoices,
    doc: {
      method: "POST",
      path: "/invoice/invoices",
      summary:
        "One page of invoices, newest created first: { data, totalRecords } (a client sees their own). Optional filters status (0–3, overdue derived), clientId, search (words of the invoice number or the client's first or last name), from/to (issue days, both included); sortBy createdAt (default), issueDate, dueDate, invoiceNumber or totalCents, sortDir desc (default) or asc",
      tag: "Invoices",
      response: ZInvoicePageResponse,
    },
  }),
  invoiceSummary: operation({
    auth: ["Client", ...STAFF_ROLES],
    body: ZInvoiceSummary,
    doc: {
      method: "POST",
      path: "/invoice/summary",
      summary:
        "Count and total of the invoices under each status tab, with the list's filters but status and paging: { all: { count, totalCents }, byStatus: [{ status, count, totalCents }] } (statuses 0–3, overdue derived as in the list; a client counts their own)",
      tag: "Invoices",
      response: ZInvoiceSummaryResponse,
    },
  }),
  exportInvoices: operation({
    auth: STAFF_ROLES,
    query: ZExportInvoices,
    doc: {
      method: "GET",
      path: "/invoice/export",
      summary:
        "The invoices of the list's filter (status, clientId, jobId, search, from, to), in its order, as a CSV file for the accountant: amounts in euro, net and VAT per rate (at most 10,000 rows; X-Total-Records says how many matched)",
      tag: "Invoices",
    },
  }),
  getInvoiceById: operation({
    auth: ["Client", ...STAFF_ROLES],
    query: ZById,
    doc: {
      method: "GET",
      path: "/invoice/getInvoiceById",
      summary: "One invoice with its items and VAT per rate (a client: one addressed to them)",
      tag: "Invoices",
      response: ZInvoiceResponse,
    },
  }),
  invoiceHistory: operation({
    auth: STAFF_ROLES,
    query: ZById,
    doc: {
      method: "GET",
      path: "/invoice/history",
      summary:
        "What happened to an invoice, oldest first, for the office: { data: [{ id, type, at, actor, data }] }. Its events: created, edited (the fields changed), status (from, to), autoRemind (the automatic reminders' switch), emailed, reminded (automatic ones have no actor)",
      tag: "Invoices",
      response: ZInvoiceHistoryResponse,
    },
  }),
  createInvoice: operation({
    auth: STAFF_ROLES,
    body: ZCreateInvoice,
    doc: {
      method: "POST",
      path: "/invoice/createinvoice",
      summary:
        "Create an invoice; the server numbers it and computes every total, VAT per line rate (items[].vatRateBp 0, 900, 1350 or 2300, default taxRateBp) with shipping at 23 %. Created pending, it is stamped sentAt",
      tag: "Invoices",
      response: ZInvoiceResponse,
    },
  }),
  updateInvoice: operation({
    auth: STAFF_ROLES,
    body: ZUpdateInvoice,
    doc: {
      method: "PUT",
      path: "/invoice/updateInvoice",
      summary:
        "Change an invoice or its status; a paid invoice is frozen except its notes. Draft → pending stamps sentAt; → paid records paidAt (the body's day, default today, not in the future); leaving paid clears it",
      tag: "Invoices",
      response: ZInvoiceResponse,
    },
  }),
  jobPrice: operation({
    auth: STAFF_ROLES,
    query: ZById,
    doc: {
      method: "GET",
      path: "/invoice/jobPrice",
      summary:
        "The price before VAT of one visit of job id, to start its invoice from: today's rates of its service applied to the answers of the quote it came from (a recurring job's visit: its series' quote). { jobId, service, unitPriceCents (null unless reason is priced), reason: priced, noQuote, noRates or missingFacts, quote: { enquiryId, createdAt, estimate, preferredDate, preferredWindow } or null, invoices: [{ id, invoiceNumber }] it is on already }",
      tag: "Invoices",
    },
  }),
  uninvoicedVisits: operation({
    auth: STAFF_ROLES,
    body: ZUninvoicedVisits,
    doc: {
      method: "POST",
      path: "/invoice/visits",
      summary:
        "One page of a client's completed visits (jobs) that no invoice covers yet, as its job or on a line, oldest first: { data: [{ jobId, title, service, location, scheduledAt, unitPriceCents, reason }], totalRecords }, each priced as /invoice/jobPrice prices it. A line of an invoice names its visit with items[].jobId",
      tag: "Invoices",
    },
  }),
  invoicePdf: operation({
    auth: ["Client", ...STAFF_ROLES],
    query: ZInvoicePdfQuery,
    doc: {
      method: "GET",
      path: "/invoice/pdf",
      summary:
        "The invoice as a PDF (an Irish VAT invoice) in locale en, fr, vi, cn or ar, default the client's language; a download named <invoiceNumber>.pdf (a client: one addressed to them)",
      tag: "Invoices",
      responseContentType: "application/pdf",
    },
  }),
  sendInvoiceEmail: operation({
    auth: STAFF_ROLES,
    body: ZSendInvoiceEmail,
    doc: {
      method: "POST",
      path: "/invoice/sendEmail",
      summary:
        "E-mail the invoice to its client, the PDF attached, in locale or the client's language: { mailId, invoice }. A draft becomes pending (sent) in the same transaction; a pending or paid invoice is sent again unchanged",
      tag: "Invoices",
      response: ZSendInvoiceEmailResponse,
    },
  }),
};
