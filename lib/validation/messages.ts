// zod schemas carry message *keys*, not sentences: forms translate them with
// the `Validation` namespace of messages/<locale>.json, and the API answers
// with the English text (see lib/api/zod-errors.ts).
export const V = {
  required: "required",
  email: "email",
  phone: "phone",
  eircode: "eircode",
  uuid: "uuid",
  tooLong: "tooLong",
  invalid: "invalid",
  passwordRequired: "passwordRequired",
  nameRequired: "nameRequired",
  passwordTooShort: "passwordTooShort",
  passwordTooCommon: "passwordTooCommon",
  passwordMismatch: "passwordMismatch",
  resetTokenRequired: "resetTokenRequired",
  roleInvalid: "roleInvalid",
  controlCharacters: "controlCharacters",
} as const;

export type ValidationKey = (typeof V)[keyof typeof V];
