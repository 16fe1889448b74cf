import { z } from "zod";
import { isCommonPassword } from "./common-passwords";
import { V } from "./messages";

export const MIN_PASSWORD_LENGTH = 10;

// A new password: long enough, and not one that attackers try first.
export const zNewPassword = z
  .string({ error: V.newPasswordRequired })
  .min(1, V.newPasswordRequired)
  .min(MIN_PASSWORD_LENGTH, V.passwordTooShort)
  .max(200, V.tooLong)
  .refine((value) => !isCommonPassword(value), V.passwordTooCommon);
