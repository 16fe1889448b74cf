import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import { officeNotificationMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import type { TCreateFranchise } from "@/lib/validation/franchise";
import { V } from "@/lib/validation/messages";

// Public: anyone may ask for the franchise information pack (spec §6). The
// office's notification is stored with the request, in one transaction.
// When the form sends its id, sending the same request again (a retry after
// a lost answer) returns the stored one instead of storing and e-mailing it
// twice; an id already used by another e-mail address is refused, so nobody
// can read someone else's request by guessing its id.
export async function createFranchiseEnquiry(input: TCreateFranchise) {
  if (input.id) {
    const existing = await db.franchiseEnquiry.findUnique({ where: { id: input.id } });
    if (existing) {
      if (existing.email === input.email) return existing;
      throw new AppError("CONFLICT", "A franchise request with this id already exists.", {
        fields: { id: V.idUsed },
      });
    }
  }
  return db.$transaction(async (tx) => {
    const created = await tx.franchiseEnquiry.create({ data: input });
    await queueMail(
      tx,
      officeNotificationMail("franchise", {
        id: created.id,
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
