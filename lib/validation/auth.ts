import { z } from "zod";
import { zEmail } from "./fields";
import { V } from "./messages";

// POST /api/auth/login: username is the e-mail address (spec §3, §7).
export const ZLogin = z.object({
  username: zEmail,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(200, V.tooLong),
  domainName: z.string().trim().max(253, V.tooLong).optional(),
});

export type TLogin = z.infer<typeof ZLogin>;
