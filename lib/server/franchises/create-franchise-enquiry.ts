import "server-only";
import { db } from "@/lib/server/db";
import { officeNotificationMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import type { TCreateFranchise } from "@/lib/validation/franchise";

// Public: anyone may ask for the franchise information pack (spec §6). The
// office's notification is stored with the request, in one transaction.
export async function createFranchiseEnquiry(input: TCreateFranchise) {
  return db.$transaction(async (tx) => {
    const created = await tx.franchiseEnquiry.create({ data: input });
    await queueMail(
      tx,
      officeNotificationMail("franchise", {
        name: `${created.firstName} ${created.lastName}`,
        email: created.email,
        phone: created.phone,
        address: created.address,
        postCode: created.postCode,
        message: created.messageDescription,
      }),
    );
    return created;
  });
}
