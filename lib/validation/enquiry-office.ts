import { z } from "zod";
import { routing } from "@/lib/i18n/routing";
import { ZById, zEircode, zEmail, zId, zIrishPhone, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage, zSort } from "./pagination";

// The office's side of enquiries: the list, a status, notes, and the
// conversion into a client and a job.

export const LEAD_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];

// POST /api/enquiry/enquiries
export const ZListEnquiries = ZPage.extend({
  search: zOptionalText(100),
  status: z.enum(LEAD_STATUSES, { error: V.leadStatus }).optional(),
  ...zSort(["createdAt", "status", "email"], { sortBy: "createdAt", sortDir: "desc" }),
});
export type TListEnquiries = z.infer<typeof ZListEnquiries>;

export const ZEnquiryId = ZById;

// PUT /api/enquiry/updateStatus: "converted" is what a conversion sets.
export const ZEnquiryStatus = z.object({
  id: zId,
  status: z.enum(["new", "contacted", "closed"], { error: V.leadStatus }),
});
export type TEnquiryStatus = z.infer<typeof ZEnquiryStatus>;

// POST /api/enquiry/addNote (also used for franchise requests)
export const ZLeadNote = z.object({ id: zId, text: zRequiredText(2000, { multiline: true }) });
export type TLeadNote = z.infer<typeof ZLeadNote>;

// A call the office takes by phone: the six fields of spec §5, all required
// ('Please fill all the required fields' when any is empty).
export const ZOfficeEnquiryForm = z.object({
  name: zRequiredText(120),
  email: zEmail,
  phone: zIrishPhone,
  postCode: zEircode,
  address: zRequiredText(300),
  messageDescription: zRequiredText(4000, { multiline: true }),
});
export type TOfficeEnquiryForm = z.input<typeof ZOfficeEnquiryForm>;

// POST /api/enquiry/convert: the client and job are filled in from the
// enquiry (spec §3 "enquiry state with jobId and autofill"); the office may
// adjust the job and name a company before confirming.
export const ZConvertEnquiry = z.object({
  id: zId,
  companyName: zOptionalText(200),
  locale: z.enum(routing.locales, { error: V.locale }).default(routing.defaultLocale),
  job: z.object({
    title: zRequiredText(200),
    // One of the Services categories the office offers (checked by the service).
    service: zRequiredText(100),
    location: zRequiredText(300),
    description: zOptionalText(4000, { multiline: true }),
  }),
});
export type TConvertEnquiry = z.infer<typeof ZConvertEnquiry>;
