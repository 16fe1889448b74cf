import "server-only";
import { db } from "@/lib/server/db";
import { runInBackground } from "@/lib/server/background";
import { sendOfficeNotification } from "@/lib/server/mail/messages";
import type { TCreateFranchise } from "@/lib/validation/franchise";

// Public: anyone may ask for the franchise information pack (spec §6). The
// office is told by e-mail once the request is stored.
export async function createFranchiseEnquiry(input: TCreateFranchise) {
  const created = await db.franchiseEnquiry.create({ data: input });
  runInBackground("franchise notification", () =>
    sendOfficeNotification("franchise", {
      name: `${created.firstName} ${created.lastName}`,
      email: created.email,
      phone: created.phone,
      address: created.address,
      postCode: created.postCode,
      message: created.messageDescription,
    }),
  );
  return created;
}
