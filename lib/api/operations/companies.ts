import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCompanyId, ZCreateCompany, ZListCompanies, ZUpdateCompany } from "@/lib/validation/companies";
import { ZDbPathAnswer } from "./users";

const COMPANIES = "Companies";
const CLIENTS_AND_STAFF = ["Client", ...STAFF_ROLES] as const;

// Customer companies (spec §2 company profile, §7 /Company/*).
export const companyOperations = {
  listCompanies: operation({
    auth: CLIENTS_AND_STAFF,
    query: ZListCompanies,
    doc: {
      method: "GET",
      path: "/Company/Companies",
      summary:
        "Companies by name, optionally those whose name contains a search (a client: their own): { data, totalRecords }",
      tag: COMPANIES,
    },
  }),
  getCompanyById: operation({
    auth: CLIENTS_AND_STAFF,
    query: ZCompanyId,
    doc: {
      method: "GET",
      path: "/Company/GetCompanyById",
      summary: "One company (a client: their own)",
      tag: COMPANIES,
    },
  }),
  createCompany: operation({
    auth: STAFF_ROLES,
    body: ZCreateCompany,
    doc: { method: "POST", path: "/Company/CreateCompany", summary: "Add a customer company", tag: COMPANIES },
  }),
  updateCompany: operation({
    auth: CLIENTS_AND_STAFF,
    body: ZUpdateCompany,
    doc: {
      method: "PUT",
      path: "/Company/UpdateCompany",
      summary: "Change a company (a client: their own); answers the company",
      tag: COMPANIES,
    },
  }),
  uploadCompanyImage: operation({
    auth: CLIENTS_AND_STAFF,
    doc: {
      method: "POST",
      path: "/Company/Upload",
      summary: "Upload a company image (fields file, companyId): { dbPath }",
      tag: COMPANIES,
      response: ZDbPathAnswer,
      requestContentType: "multipart/form-data",
    },
  }),
};
