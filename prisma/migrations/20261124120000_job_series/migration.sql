-- CreateTable
CREATE TABLE "JobSeries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "frequencyWeeks" INTEGER NOT NULL,
    "untilDate" DATETIME,
    "visitCount" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "assigneeId" TEXT,
    "companyId" TEXT,
    "startDate" DATETIME NOT NULL,
    "startTime" TEXT NOT NULL,
    "durationMinutes" INTEGER,
    "endedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "JobSeries_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JobSeries_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JobSeries_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- AlterTable
-- Prisma redefines the table to add a foreign key; SQLite adds a nullable
-- column with REFERENCES in place, which leaves Job's other indexes (and the
-- migrations that change them) alone.
ALTER TABLE "Job" ADD COLUMN "scheduledEndAt" DATETIME;
ALTER TABLE "Job" ADD COLUMN "seriesId" TEXT REFERENCES "JobSeries" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Job" ADD COLUMN "seriesIndex" INTEGER;

-- CreateIndex
CREATE INDEX "Job_seriesId_scheduledAt_createdAt_idx" ON "Job"("seriesId", "scheduledAt" DESC, "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Job_seriesId_seriesIndex_key" ON "Job"("seriesId", "seriesIndex");

-- CreateIndex
CREATE INDEX "JobSeries_endedAt_idx" ON "JobSeries"("endedAt");

