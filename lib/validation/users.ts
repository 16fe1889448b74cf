import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { routing } from "@/lib/i18n/routing";
import { ZRegister } from "./auth";
import { zEmail, zIrishPhone, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage } from "./pagination";

export const USER_STATUSES = ["active", "pending", "banned", "rejected"] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

// An optional field that may also be cleared: absent leaves it as it is,
// null or an empty string stores null.
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

// A path answered by an upload call (spec §3 dbPath) of the given kind.
export const zDbPath = (kind: "profile" | "company") =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(300, V.tooLong)
    .regex(
      new RegExp(`^/api/files/${kind}/[0-9a-f-]{36}/[0-9a-f-]{36}\\.(png|jpg|gif|webp)$`),
      "Use the path answered by the upload.",
    );

const zId = z.uuid({ error: V.uuid });

// POST /api/user/users: one page, optionally filtered (the cleaners and clients screens).
export const ZListUsers = ZPage.extend({
  role: z.enum(ROLES, { error: V.roleInvalid }).optional(),
  status: z.enum(USER_STATUSES, { error: V.invalid }).optional(),
  search: zOptionalText(100),
});

export type TListUsers = z.infer<typeof ZListUsers>;

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
  status: z.enum(USER_STATUSES, { error: V.invalid }).optional(),
  companyId: clearable(zId),
  isVerified: z.boolean({ error: V.invalid }).optional(),
});

export type TUpdateUser = z.infer<typeof ZUpdateUser>;

// The fields only office staff may change (spec §6: users are managed by the office).
export const STAFF_ONLY_USER_FIELDS = ["email", "role", "status", "companyId", "isVerified"] as const;

// DELETE /api/user/deleteUser: the id travels in the body (spec §7).
export const ZDeleteUser = z.object({ id: zId });

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
