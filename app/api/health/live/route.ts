import { route } from "@/lib/api/handler";
import { healthOperations } from "@/lib/api/operations/health";

// GET /api/health/live – the instance answers (reads nothing)
export const GET = route(healthOperations.live, async () => ({ ok: true }));
