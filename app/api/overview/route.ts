import { route } from "@/lib/api/handler";
import { overviewOperations } from "@/lib/api/operations/overview";
import { getOverview } from "@/lib/server/overview/get-overview";

// GET /api/overview – the dashboard's overview, by the caller's role
export const GET = route(overviewOperations.getOverview, async ({ session }) => getOverview({ actor: session }));
