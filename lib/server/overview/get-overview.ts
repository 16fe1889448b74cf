import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { cleanerOverview, type CleanerOverview } from "./cleaner-overview";
import { clientOverview, type ClientOverview } from "./client-overview";
import { cachedOfficeOverview } from "./office-cache";
import type { OfficeOverview } from "./office-overview";

export type Overview = OfficeOverview | CleanerOverview | ClientOverview;

export type GetOverviewOptions = { actor: SessionUser; now?: Date };

// /dashboard/app in one request, its content by the caller's role (issue
// #14): the office's figures, a cleaner's day and rota, a client's visits and
// bills. Each part reads only what that role may see.
export async function getOverview({ actor, now = new Date() }: GetOverviewOptions): Promise<Overview> {
  if (actor.role === "Cleaner") return cleanerOverview(actor, now);
  if (actor.role === "Client") return clientOverview(actor, now);
  return cachedOfficeOverview(now);
}
