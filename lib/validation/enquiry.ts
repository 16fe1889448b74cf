import { z } from "zod";
import { zEircode, zEmail, zIrishPhone, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";

export { SELECTED_ITEMS_PREFIX, withSelectedServices } from "./selected-services";

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

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
    postCode: zEircode,
    messageDescription: zOptionalText(4000, { multiline: true }),
    domainName: zOptionalText(253),
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
  });

export type TCreateEnquiry = z.infer<typeof ZCreateEnquiry>;

// The public callback form: what a visitor types (the id and domain are added on submit).
export const ZCallbackForm = z.object({
  name: zRequiredText(120),
  email: zEmail,
  phone: zIrishPhone,
  address: zRequiredText(300),
  postCode: zEircode,
  messageDescription: zOptionalText(4000, { multiline: true }),
});

export type TCallbackForm = z.input<typeof ZCallbackForm>;
