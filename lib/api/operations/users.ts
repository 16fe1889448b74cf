import { z } from "zod";
import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import {
  ZCreateUser,
  ZDeleteUser,
  ZDeleteUserFile,
  ZExportUsers,
  ZListUsers,
  ZSetUserStatus,
  ZUpdateUser,
  ZUserId,
} from "@/lib/validation/users";

const USERS = "Users";
const FILES = "Files";

export const ZDbPathAnswer = z.object({ dbPath: z.string() });

// Users and the files uploaded for them (spec §7).
export const userOperations = {
  listUsers: operation({
    auth: STAFF_ROLES,
    body: ZListUsers,
    doc: {
      method: "POST",
      path: "/user/users",
      summary:
        "One page of users, filtered by role, status, company or search (names, e-mail, phone digits), sorted: { data, totalRecords }",
      tag: USERS,
    },
  }),
  getUserById: operation({
    auth: "user",
    query: ZUserId,
    doc: {
      method: "GET",
      path: "/user/getUserById",
      summary: "One user with their certificates (one's own; the office: anyone they may see)",
      tag: USERS,
    },
  }),
  setUserStatus: operation({
    auth: STAFF_ROLES,
    body: ZSetUserStatus,
    doc: {
      method: "PUT",
      path: "/user/setStatus",
      summary: "Give up to 100 users one status, all or nothing (office): { updated }",
      tag: USERS,
      response: z.object({ updated: z.number().int() }),
    },
  }),
  exportUsers: operation({
    auth: STAFF_ROLES,
    query: ZExportUsers,
    doc: {
      method: "GET",
      path: "/user/export",
      summary: "The users of the list's filter, in its order, as a CSV file (at most 10,000 rows)",
      tag: USERS,
    },
  }),
  countPendingUsers: operation({
    auth: STAFF_ROLES,
    doc: {
      method: "GET",
      path: "/user/pendingCount",
      summary: "How many client accounts wait for activation: { count }",
      tag: USERS,
      response: z.object({ count: z.number().int() }),
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
  deleteUserFile: operation({
    auth: "user",
    body: ZDeleteUserFile,
    doc: {
      method: "DELETE",
      path: "/user/deleteFile",
      summary: "Remove a certificate, its record and its file (id in the body)",
      tag: USERS,
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
