import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { zEmail, zRequiredText } from "./fields";
import { V } from "./messages";
import { zNewPassword } from "./password";

// POST /api/auth/login: username is the e-mail address (spec §3, §7).
export const ZLogin = z.object({
  username: zEmail,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(200, V.tooLong),
  domainName: z.string().trim().max(253, V.tooLong).optional(),
});

export type TLogin = z.infer<typeof ZLogin>;

// POST /api/auth/register (spec §3). Without a role the account is a Client.
export const ZRegister = z.object({
  email: zEmail,
  password: zNewPassword,
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  role: z.enum(ROLES, { error: V.roleInvalid }).default("Client"),
  domainName: z.string().trim().max(253, V.tooLong).optional(),
});

export type TRegister = z.infer<typeof ZRegister>;

// The register form: the same fields, without the role (visitors are Clients).
export const ZRegisterForm = ZRegister.omit({ role: true, domainName: true });

// POST /api/auth/forgotPassword
export const ZForgotPassword = z.object({
  email: zEmail,
  resetPasswordUrl: z.string().trim().max(2000, V.tooLong).optional(),
});

export type TForgotPassword = z.infer<typeof ZForgotPassword>;

// POST /api/auth/resetPassword. Links pass through mail programs that turn
// '+' into a space; the token is base64, so spaces become '+' again (spec §5).
// The token of an e-mailed link (lib/server/auth/reset-token.ts).
function zLinkToken(incomplete: string) {
  return z
    .string({ error: incomplete })
    .transform((value) =>
      value
        .trimEnd()
        .replace(/^[\t\r\n]+/, "")
        .replace(/ /g, "+"),
    )
    .pipe(z.string().min(1, incomplete).max(200, incomplete));
}

export const ZResetPassword = z
  .object({
    email: zEmail,
    password: zNewPassword,
    confirmPassword: z.string({ error: V.required }).min(1, V.required),
    // Spaces become '+' before anything is trimmed: a token starting with '+'
    // (one in 64) lost it to the trim and the link failed. Only what cannot
    // be a mangled '+' is trimmed: trailing whitespace (the token ends with
    // '='), and tabs and line breaks.
    token: zLinkToken(V.resetTokenRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: V.passwordMismatch,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type TResetPassword = z.infer<typeof ZResetPassword>;

// POST /api/auth/confirmEmail: the token of the registration mail's link.
export const ZConfirmEmail = z.object({ token: zLinkToken(V.confirmTokenRequired) });
export type TConfirmEmail = z.infer<typeof ZConfirmEmail>;

// POST /api/auth/changePassword (the account menu's "Change password").
export const ZChangePassword = z
  .object({
    currentPassword: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(200, V.tooLong),
    newPassword: zNewPassword,
    confirmPassword: z.string({ error: V.required }).min(1, V.required),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: V.passwordMismatch,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type TChangePassword = z.infer<typeof ZChangePassword>;
