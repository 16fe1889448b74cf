import "server-only";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";

export type PartyIds = { clientId?: string; assigneeId?: string | null; companyId?: string | null };

// Checks the people and company a job is being linked to, naming every bad
// field at once: the client must be an active Client, the cleaner an active
// Cleaner, the company must exist. Answers the client's company.
export async function checkParties({ clientId, assigneeId, companyId }: PartyIds) {
  const [client, assignee, company] = await Promise.all([
    clientId
      ? db.user.findUnique({ where: { id: clientId }, select: { role: true, status: true, companyId: true } })
      : null,
    assigneeId ? db.user.findUnique({ where: { id: assigneeId }, select: { role: true, status: true } }) : null,
    companyId ? db.company.findUnique({ where: { id: companyId }, select: { id: true } }) : null,
  ]);
  const fields: FieldErrors = {};
  if (clientId && (client?.role !== "Client" || client.status !== "active")) {
    fields.userClientId = "Choose an active client.";
  }
  if (assigneeId && (assignee?.role !== "Cleaner" || assignee.status !== "active")) {
    fields.userAssigneeId = V.chooseActiveCleaner;
  }
  if (companyId && !company) fields.companyId = "Choose an existing company.";
  if (Object.keys(fields).length > 0) {
    throw new AppError("BAD_REQUEST", `Invalid input: ${Object.keys(fields).join(", ")}`, { fields });
  }
  return { clientCompanyId: client?.companyId ?? null };
}
