import { route } from "@/lib/api/handler";
import { healthOperations } from "@/lib/api/operations/health";
import { databaseAnswers } from "@/lib/server/health";

// GET /api/health/ready – the instance and its database answer
export const GET = route(healthOperations.ready, async () => {
  await databaseAnswers();
  return { ok: true };
});
