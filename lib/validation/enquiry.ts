import { z } from "zod";
import { zEmail, zIrishPhone, zOptionalEircode, zOptionalText, zRequiredText } from "./fields";
import { namesIrishPlace } from "./irish-place-in-address";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { routing } from "@/lib/i18n/routing";
import { VISIT_WINDOWS } from "@/lib/content/quote";
import { ZQuoteFacts } from "@/lib/pricing/estimate";
import { V } from "./messages";

export { SELECTED_ITEMS_PREFIX, withSelectedServices } from "./selected-services";

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

// A visitor who does not know their Eircode may leave it empty when the
// address names a town or county (issue #16); with neither, the office could
// not tell where they are. (The office's own form still asks for the Eircode.)
const hasEircodeOrPlace = (v: { address: unknown; postCode: unknown }) =>
  v.postCode !== "" || (typeof v.address === "string" && namesIrishPlace(v.address));
const eircodeOrPlace = { path: ["postCode"], message: V.eircodeOrPlace, when: isObject };

// A Dublin day from tomorrow to a year from now.
export const zPreferredDate = z.iso.date({ error: V.preferredDate }).refine((day) => {
  const today = dublinDate(new Date());
  return day > today && day <= addDays(today, 365);
}, V.preferredDate);

// POST /api/Enquiry/CreateEnquiry. The id is a UUID v4 made by the client;
// either `name` or `firstName` and `lastName` must be given.
export const ZCreateEnquiry = z
  .object({
    id: z.uuidv4({ error: V.uuid }),
    name: zOptionalText(120),
    firstName: zOptionalText(60),
    lastName: zOptionalText(60),
    email: zEmail,
    phone: zIrishPhone,
    address: zRequiredText(300),
    postCode: zOptionalEircode,
    messageDescription: zOptionalText(4000, { multiline: true }),
    domainName: zOptionalText(253),
    // From the quote modal: the facts of the instant estimate, and the
    // visitor's preferred first visit (issue #16).
    quote: ZQuoteFacts.optional(),
    preferredDate: zPreferredDate.optional(),
    preferredWindow: z.enum(VISIT_WINDOWS, { error: V.invalid }).optional(),
    // The language of the page it was sent from: the office may answer in it,
    // and the client's account gets it if the enquiry becomes one.
    locale: z.enum(routing.locales, { error: V.locale }).optional(),
  })
  // `when` makes these checks run even when other fields are bad, so a
  // single answer names every problem.
  .refine((v) => Boolean(v.name || v.firstName || v.lastName), { path: ["name"], message: V.required, when: isObject })
  .refine((v) => Boolean(v.name || v.firstName || !v.lastName), {
    path: ["firstName"],
    message: V.nameRequired,
    when: isObject,
  })
  .refine((v) => Boolean(v.name || v.lastName || !v.firstName), {
    path: ["lastName"],
    message: V.nameRequired,
    when: isObject,
  })
  .refine(hasEircodeOrPlace, eircodeOrPlace);

export type TCreateEnquiry = z.infer<typeof ZCreateEnquiry>;

// The public callback form: what a visitor types (the id and domain are added on submit).
export const ZCallbackForm = z
  .object({
    name: zRequiredText(120),
    email: zEmail,
    phone: zIrishPhone,
    address: zRequiredText(300),
    postCode: zOptionalEircode,
    messageDescription: zOptionalText(4000, { multiline: true }),
  })
  .refine(hasEircodeOrPlace, eircodeOrPlace);

export type TCallbackForm = z.input<typeof ZCallbackForm>;
