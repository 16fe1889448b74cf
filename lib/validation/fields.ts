import { z } from "zod";
import { V } from "./messages";

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
const PHONE_SEPARATORS = /[ \u00a0().-]/g;

export const zIrishPhone = z
  .string({ error: V.required })
  .pipe(zText())
  .pipe(z.string().min(1, V.required).max(30, V.tooLong))
  .refine((value) => IRISH_PHONE.test(value.replace(PHONE_SEPARATORS, "")), V.phone);

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

// Record ids are UUIDs; a call that reads or acts on one record takes `{ id }`.
export const zId = z.uuid({ error: V.uuid });
export const ZById = z.object({ id: zId });

// Text an update may clear: null or "" clears it, absent leaves it alone.
export const zClearableText = (max: number, options?: TextOptions) =>
  zText(options)
    .pipe(z.string().max(max, V.tooLong))
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value));
