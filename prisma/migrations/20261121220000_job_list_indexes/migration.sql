-- DropIndex
DROP INDEX "Job_clientId_idx";

-- DropIndex
DROP INDEX "Job_assigneeId_idx";

-- DropIndex
DROP INDEX "Job_scheduledAt_idx";

-- CreateIndex
CREATE INDEX "Job_scheduledAt_createdAt_id_idx" ON "Job"("scheduledAt" DESC, "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Job_clientId_scheduledAt_createdAt_idx" ON "Job"("clientId", "scheduledAt" DESC, "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Job_assigneeId_scheduledAt_createdAt_idx" ON "Job"("assigneeId", "scheduledAt" DESC, "createdAt" DESC);

