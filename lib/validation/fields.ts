import { z } from "zod";
import { V } from "./messages";
import { normaliseEircode, normaliseUkPostcode } from "./post-codes";

// In the browser zod must not probe for eval (it would trip the site's
// Content-Security-Policy, which has no 'unsafe-eval'); on the server it
// may compile its parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

// Field rules shared by several schemas.

// Characters no text field accepts: C0 and C1 control characters (NUL, ESC,
// DEL…) and the bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) that make a name or a message read
// differently on screen, in an e-mail or a CSV file than what it is. The
// plain direction marks (U+200E, U+200F, U+061C) stay: they are typed in
// right-to-left text and reorder nothing beyond their neighbours.
const CONTROL = String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069`;
// Single-line fields (names, phone, address, titles) also refuse tab and newlines.
const NOT_SINGLE_LINE = new RegExp(`[${CONTROL}\\t\\n\\r]`);
const NOT_MULTI_LINE = new RegExp(`[${CONTROL}]`);

export type TextOptions = { multiline?: boolean };

// Trimmed text; multi-line text keeps newlines and tabs (CRLF becomes LF).
export const zText = ({ multiline = false }: TextOptions = {}) =>
  z
    .string({ error: V.invalid })
    .transform((value) => (multiline ? value.replace(/\r\n?/g, "\n") : value).trim())
    .refine((value) => !(multiline ? NOT_MULTI_LINE : NOT_SINGLE_LINE).test(value), V.controlCharacters);

export const zRequiredText = (max = 200, options?: TextOptions) =>
  z.string({ error: V.required }).pipe(zText(options)).pipe(z.string().min(1, V.required).max(max, V.tooLong));

export const zOptionalText = (max = 2000, options?: TextOptions) =>
  zText(options)
    .pipe(z.string().max(max, V.tooLong))
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
// spaces, dashes, dots and brackets are allowed as separators. The number is
// stored as typed, so it is a single-line text first: a tab, a line break or
// a direction override between the digits is refused, not stored.
export const IRISH_PHONE = /^(?:\+353|00353|0)[1-9]\d{6,8}$/;
// UK numbers: 0 or +44/0044 (with the "(0)" often written after it) then 9
// or 10 digits: 028 9012 3456, +44 (0)28 9012 3456, 07700 900123.
export const UK_PHONE = /^(?:(?:\+44|0044)0?|0)[1-9]\d{8,9}$/;
const PHONE_SEPARATORS = /[ \u00a0().-]/g;

const zPhone = (patterns: readonly RegExp[], message: string) =>
  z
    .string({ error: V.required })
    .pipe(zText())
    .pipe(z.string().min(1, V.required).max(30, V.tooLong))
    .refine((value) => {
      const digits = value.replace(PHONE_SEPARATORS, "");
      return patterns.some((pattern) => pattern.test(digits));
    }, message);

export const zIrishPhone = zPhone([IRISH_PHONE], V.phone);

// The franchise form: an applicant from Northern Ireland or Britain has a UK
// number (issue #16). Stored as typed, like the Irish ones.
export const zIrishOrUkPhone = zPhone([IRISH_PHONE, UK_PHONE], V.phoneIeOrUk);

const refuse = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

// Eircode, stored as "D02 X285" whatever the case and spacing typed.
export const zEircode = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .transform((value, ctx) => normaliseEircode(value) ?? refuse(ctx, V.eircode));

// The public callback's Eircode: it may be left empty ("" is stored) when the
// address names a town or county, which the enquiry schemas check.
export const zOptionalEircode = z
  .string({ error: V.eircode })
  .optional()
  .transform((value = "", ctx) => {
    const text = value.trim();
    return text === "" ? "" : (normaliseEircode(text) ?? refuse(ctx, V.eircode));
  });

// The franchise form: an Eircode or, for applicants from Northern Ireland
// and Britain, a UK postcode, each stored in its usual form.
export const zEircodeOrUkPostcode = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .transform(
    (value, ctx) => normaliseEircode(value) ?? normaliseUkPostcode(value) ?? refuse(ctx, V.eircodeOrUkPostcode),
  );

// Record ids are UUIDs; a call that reads or acts on one record takes `{ id }`.
// An id left out or empty (a picker with nothing chosen) is a missing field,
// not a malformed one: it says "required", like any other empty field.
const isEmpty = (input: unknown) => input === undefined || input === null || input === "";
export const zId = z.uuid({ error: (issue) => (isEmpty(issue.input) ? V.required : V.uuid) });
export const ZById = z.object({ id: zId });

// Text an update may clear: null or "" clears it, absent leaves it alone.
export const zClearableText = (max: number, options?: TextOptions) =>
  zText(options)
    .pipe(z.string().max(max, V.tooLong))
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value));
