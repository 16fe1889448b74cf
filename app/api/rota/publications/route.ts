import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listPublications } from "@/lib/server/rota/list-publications";

// GET /api/rota/publications – the published weeks overlapping startDate..endDate
export const GET = route(schedulingOperations.listPublications, async ({ query }) => listPublications({ query }));
