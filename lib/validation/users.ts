import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { routing } from "@/lib/i18n/routing";
import { ZRegister } from "./auth";
import { ZById, zEmail, zId, zIrishPhone, zOptionalText, zRequiredText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage, zSort } from "./pagination";

export const USER_STATUSES = ["active", "pending", "banned", "rejected"] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

// An optional field that may also be cleared: absent leaves it as it is,
// null or an empty string stores null.
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

// A path answered by an upload call (spec §3 dbPath) of the given kind.
export const zDbPath = (kind: "profile" | "company") =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(300, V.tooLong)
    .regex(new RegExp(`^/api/files/${kind}/[0-9a-f-]{36}/[0-9a-f-]{36}\\.(png|jpg|gif|webp)$`), V.uploadFirst);

// A filter left empty ("?role=&status=", a cleared select) filters nothing.
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional()).optional();

// Which users a list or an export covers (the users screens' filter bar).
const userFilterFields = {
  role: optionalFilter(z.enum(ROLES, { error: V.roleInvalid })),
  status: optionalFilter(z.enum(USER_STATUSES, { error: V.userStatus })),
  companyId: optionalFilter(zId),
  search: zOptionalText(100),
};

// The columns a user list sorts by: last name, e-mail, role and status have
// an index; creation dates sort quickly over the office's few thousand accounts.
export const USER_SORT_FIELDS = ["lastName", "email", "role", "status", "createdAt"] as const;
const userSort = zSort(USER_SORT_FIELDS, { sortBy: "lastName", sortDir: "asc" });

// POST /api/user/users: one page, optionally filtered and sorted (the users, cleaners and clients screens).
export const ZListUsers = ZPage.extend({ ...userFilterFields, ...userSort });

export type TListUsers = z.infer<typeof ZListUsers>;

// GET /api/user/export: the same filter and order as the list, every page.
export const ZExportUsers = z.object({ ...userFilterFields, ...userSort });

export type TExportUsers = z.infer<typeof ZExportUsers>;
export type TUserFilter = Omit<TExportUsers, "sortBy" | "sortDir">;
export type TUserSort = Pick<TExportUsers, "sortBy" | "sortDir">;

// GET /api/user/getUserById
export const ZUserId = ZById;

// PUT /api/user/setStatus: the office activates or bans several accounts at once.
export const MAX_BULK_USERS = 100;
export const ZSetUserStatus = z.object({
  ids: z
    .array(zId, { error: (issue) => (issue.input === undefined ? V.selectUsers : V.invalid) })
    .min(1, V.selectUsers)
    .max(MAX_BULK_USERS, withValues(V.itemsTooMany, { max: MAX_BULK_USERS })),
  status: z.enum(USER_STATUSES, { error: V.userStatus }),
});

export type TSetUserStatus = z.infer<typeof ZSetUserStatus>;

const profileFields = {
  phoneNumber: clearable(zIrishPhone),
  address: clearable(zRequiredText(300)),
  country: zRequiredText(60).optional(),
  locale: z.enum(routing.locales, { error: V.invalid }).optional(),
};

// POST /api/user/createUser: the register payload plus the profile the office knows.
export const ZCreateUser = ZRegister.extend({
  ...profileFields,
  companyId: clearable(zId),
});

export type TCreateUser = z.infer<typeof ZCreateUser>;

// PUT /api/user/updateUser: only the fields given change.
export const ZUpdateUser = z.object({
  id: zId,
  firstName: zRequiredText(60).optional(),
  lastName: zRequiredText(60).optional(),
  ...profileFields,
  profilePhotoPath: clearable(zDbPath("profile")),
  email: zEmail.optional(),
  role: z.enum(ROLES, { error: V.roleInvalid }).optional(),
  status: z.enum(USER_STATUSES, { error: V.userStatus }).optional(),
  companyId: clearable(zId),
  isVerified: z.boolean({ error: V.invalid }).optional(),
  // An office account's own copy of the Monday digest (update-user.ts: its owner's to choose).
  weeklyDigest: z.boolean({ error: V.invalid }).optional(),
});

export type TUpdateUser = z.infer<typeof ZUpdateUser>;

// The fields only office staff may change (spec §6: users are managed by the office).
export const STAFF_ONLY_USER_FIELDS = ["email", "role", "status", "companyId", "isVerified"] as const;

// DELETE /api/user/deleteUser: the id travels in the body (spec §7).
export const ZDeleteUser = ZUserId;

// DELETE /api/user/deleteFile: a certificate's id (the UserFile row), in the body like deleteUser.
export const ZDeleteUserFile = z.object({ id: zId });

// POST /api/user/upload: the form fields next to `file`.
export const ZUserUploadForm = z.object({
  kind: z.enum(["profile", "certificate"], { error: V.invalid }).default("profile"),
  userId: zId.optional(),
});

export type TUserUploadForm = z.infer<typeof ZUserUploadForm>;

// POST /api/user/download
export const ZDownloadFile = z.object({
  dbPath: z.string({ error: V.required }).trim().min(1, V.required).max(300, V.tooLong),
});
