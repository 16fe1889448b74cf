-- The job board's columns: a page of one stage in the list's order, and its
-- count, overall and per cleaner or client (bench/api.mjs, "job board").
-- IF [NOT] EXISTS: written by hand, safe whatever order other migrations ran in.
DROP INDEX IF EXISTS "Job_stage_idx";
CREATE INDEX IF NOT EXISTS "Job_stage_scheduledAt_createdAt_id_idx" ON "Job"("stage", "scheduledAt" DESC, "createdAt" DESC, "id");
CREATE INDEX IF NOT EXISTS "Job_assigneeId_stage_scheduledAt_createdAt_idx" ON "Job"("assigneeId", "stage", "scheduledAt" DESC, "createdAt" DESC);
CREATE INDEX IF NOT EXISTS "Job_clientId_stage_scheduledAt_createdAt_idx" ON "Job"("clientId", "stage", "scheduledAt" DESC, "createdAt" DESC);
