import { z } from "zod";
import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCreateCompany, ZUpdateCompany } from "@/lib/validation/companies";
import { ZPage } from "@/lib/validation/pagination";
import { ZCreateUser, ZDeleteUser, ZListUsers, ZUpdateUser } from "@/lib/validation/users";

const USERS = "Users";
const COMPANIES = "Companies";
const FILES = "Files";

const ZDbPathAnswer = z.object({ dbPath: z.string() });
const CLIENTS_AND_STAFF = ["Client", ...STAFF_ROLES] as const;

// Users, companies and the files uploaded for them (spec §7).
export const userOperations = {
  listUsers: operation({
    auth: STAFF_ROLES,
    body: ZListUsers,
    doc: {
      method: "POST",
      path: "/user/users",
      summary: "One page of users, by name, filtered by role, status or search: { data, totalRecords }",
      tag: USERS,
    },
  }),
  createUser: operation({
    auth: STAFF_ROLES,
    body: ZCreateUser,
    doc: { method: "POST", path: "/user/createUser", summary: "Create an active account (office)", tag: USERS },
  }),
  updateUser: operation({
    auth: "user",
    body: ZUpdateUser,
    doc: {
      method: "PUT",
      path: "/user/updateUser",
      summary: "Change a user: one's own profile, or (office) any account they manage",
      tag: USERS,
    },
  }),
  deleteUser: operation({
    auth: STAFF_ROLES,
    body: ZDeleteUser,
    doc: {
      method: "DELETE",
      path: "/user/deleteUser",
      summary: "Delete an account without jobs or invoices (id in the body)",
      tag: USERS,
    },
  }),
  uploadUserFile: operation({
    auth: "user",
    doc: {
      method: "POST",
      path: "/user/upload",
      summary: "Upload a profile photo or certificate (fields file, kind, userId): { dbPath }",
      tag: USERS,
      response: ZDbPathAnswer,
      requestContentType: "multipart/form-data",
    },
  }),
  downloadUserFile: operation({
    auth: "user",
    doc: {
      method: "POST",
      path: "/user/download",
      summary: "The bytes of an uploaded file named by its dbPath (multipart or JSON body)",
      tag: USERS,
      requestContentType: "multipart/form-data",
    },
  }),
  listCompanies: operation({
    auth: CLIENTS_AND_STAFF,
    query: ZPage,
    doc: {
      method: "GET",
      path: "/Company/Companies",
      summary: "Companies by name (a client: their own): { data, totalRecords }",
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
  readFile: operation({
    auth: "user",
    params: z.object({ kind: z.string().max(40), owner: z.string().max(60), name: z.string().max(60) }),
    doc: {
      method: "GET",
      path: "/files/{kind}/{owner}/{name}",
      summary: "An uploaded file (a dbPath), for those who may see its record",
      tag: FILES,
    },
  }),
};
