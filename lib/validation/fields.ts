import { z } from "zod";
import { V } from "./messages";

// In the browser zod must not probe for eval (it would trip the site's
// Content-Security-Policy, which has no 'unsafe-eval'); on the server it
// may compile its parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

// Field rules shared by several schemas.

export const zRequiredText = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);

export const zOptionalText = (max = 2000) =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(max, V.tooLong)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const zEmail = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(254, V.tooLong)
  .pipe(z.email({ error: V.email }))
  .transform((value) => value.toLowerCase());

// Irish numbers: 0 or +353/00353 then 7 to 9 digits (landlines and mobiles);
// spaces, dashes, dots and brackets are allowed as separators.
export const IRISH_PHONE = /^(?:\+353|00353|0)[1-9]\d{6,8}$/;

export const zIrishPhone = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(30, V.tooLong)
  .refine((value) => IRISH_PHONE.test(value.replace(/[\s().-]/g, "")), V.phone);

// Eircode: a routing key (letter + two digits, or D6W) and a four-character identifier.
export const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}$/i;

export const zEircode = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .refine((value) => EIRCODE.test(value), V.eircode)
  .transform((value) =>
    value
      .toUpperCase()
      .replace(/\s/g, "")
      .replace(/^(.{3})(.{4})$/, "$1 $2"),
  );
