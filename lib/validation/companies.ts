import { z } from "zod";
import { ZById, zEircode, zEmail, zIrishPhone, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage } from "./pagination";
import { clearable, zDbPath } from "./users";

// Irish VAT numbers as the brief gives them: IE, seven digits, one or two letters.
export const IRISH_VAT = /^IE\d{7}[A-Z]{1,2}$/;

export const zVatNumber = z
  .string({ error: V.invalid })
  .trim()
  .max(20, V.tooLong)
  .transform((value) => value.toUpperCase().replace(/[\s.-]/g, ""))
  .refine((value) => IRISH_VAT.test(value), "Enter an Irish VAT number: IE, 7 digits and 1 or 2 letters (IE1234567T).");

// GET /api/Company/Companies: one page, optionally only names containing every word of `search`.
export const ZListCompanies = ZPage.extend({ search: zOptionalText(100) });

export type TListCompanies = z.infer<typeof ZListCompanies>;

// GET /api/Company/GetCompanyById
export const ZCompanyId = ZById;

const companyFields = {
  name: zRequiredText(200),
  email: clearable(zEmail),
  phoneNumber: clearable(zIrishPhone),
  address: clearable(zRequiredText(300)),
  county: clearable(zRequiredText(60)),
  eircode: clearable(zEircode),
  vatNumber: clearable(zVatNumber),
  imagePath: clearable(zDbPath("company")),
};

// POST /api/Company/CreateCompany
export const ZCreateCompany = z.object(companyFields);

export type TCreateCompany = z.infer<typeof ZCreateCompany>;

// PUT /api/Company/UpdateCompany: only the fields given change.
export const ZUpdateCompany = z.object({
  id: z.uuid({ error: V.uuid }),
  ...companyFields,
  name: companyFields.name.optional(),
});

export type TUpdateCompany = z.infer<typeof ZUpdateCompany>;

// POST /api/Company/Upload: the form field next to `file`; a client's own company by default.
export const ZCompanyUploadForm = z.object({ companyId: z.uuid({ error: V.uuid }).optional() });
