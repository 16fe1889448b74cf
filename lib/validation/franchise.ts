import { z } from "zod";
import { zEircode, zEmail, zIrishPhone, zRequiredText } from "./fields";

// POST /api/franchise/createFranchise: every field is required (spec §5).
export const ZCreateFranchise = z.object({
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  phone: zIrishPhone,
  address: zRequiredText(300),
  postCode: zEircode,
  email: zEmail,
  messageDescription: zRequiredText(4000, { multiline: true }),
});

export type TCreateFranchise = z.infer<typeof ZCreateFranchise>;
