import { z } from "zod";
import { zEircodeOrUkPostcode, zEmail, zId, zIrishOrUkPhone, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage, zSort } from "./pagination";

// POST /api/franchise/createFranchise: every field is required (spec §5).
// Applicants may be from Northern Ireland or Britain, so a UK postcode and a
// UK phone number are taken too (issue #16). The optional id is a UUID v4
// made by the form: sending the same request again (a retry after a lost
// answer) returns the stored one instead of storing it twice.
export const ZCreateFranchise = z.object({
  id: z.uuidv4({ error: V.uuid }).optional(),
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  phone: zIrishOrUkPhone,
  address: zRequiredText(300),
  postCode: zEircodeOrUkPostcode,
  email: zEmail,
  messageDescription: zRequiredText(4000, { multiline: true }),
});

export type TCreateFranchise = z.infer<typeof ZCreateFranchise>;

// The office's side (spec §2 /dashboard/franchise): a request is new,
// contacted or closed; it becomes a contract outside the product.
export const FRANCHISE_STATUSES = ["new", "contacted", "closed"] as const;
const zFranchiseStatus = z.enum(FRANCHISE_STATUSES, { error: V.leadStatus });

const franchiseFilter = {
  search: zOptionalText(100),
  status: zFranchiseStatus.optional(),
};

// GET /api/franchise/franchises
export const ZListFranchises = ZPage.extend({
  ...franchiseFilter,
  ...zSort(["createdAt", "lastName", "status"], { sortBy: "createdAt", sortDir: "desc" }),
});
export type TListFranchises = z.infer<typeof ZListFranchises>;

// GET /api/franchise/export: the list's filter, every page.
export const ZExportFranchises = z.object(franchiseFilter);
export type TExportFranchises = z.infer<typeof ZExportFranchises>;

// PUT /api/franchise/updateStatus
export const ZFranchiseStatus = z.object({ id: zId, status: zFranchiseStatus });
export type TFranchiseStatus = z.infer<typeof ZFranchiseStatus>;
