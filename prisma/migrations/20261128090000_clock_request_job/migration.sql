-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ClockCorrectionRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "recordId" TEXT,
    "userId" TEXT NOT NULL,
    "clockInAt" DATETIME,
    "clockOutAt" DATETIME,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "pendingFor" TEXT,
    "decidedById" TEXT,
    "decidedAt" DATETIME,
    "note" TEXT,
    "correctionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "jobId" TEXT,
    "setsJob" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "ClockCorrectionRequest_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "ClockRecord" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "ClockCorrection" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ClockCorrectionRequest" ("clockInAt", "clockOutAt", "correctionId", "createdAt", "decidedAt", "decidedById", "id", "note", "pendingFor", "reason", "recordId", "status", "updatedAt", "userId") SELECT "clockInAt", "clockOutAt", "correctionId", "createdAt", "decidedAt", "decidedById", "id", "note", "pendingFor", "reason", "recordId", "status", "updatedAt", "userId" FROM "ClockCorrectionRequest";
DROP TABLE "ClockCorrectionRequest";
ALTER TABLE "new_ClockCorrectionRequest" RENAME TO "ClockCorrectionRequest";
CREATE UNIQUE INDEX "ClockCorrectionRequest_pendingFor_key" ON "ClockCorrectionRequest"("pendingFor");
CREATE UNIQUE INDEX "ClockCorrectionRequest_correctionId_key" ON "ClockCorrectionRequest"("correctionId");
CREATE INDEX "ClockCorrectionRequest_status_createdAt_idx" ON "ClockCorrectionRequest"("status", "createdAt");
CREATE INDEX "ClockCorrectionRequest_userId_createdAt_idx" ON "ClockCorrectionRequest"("userId", "createdAt");
CREATE INDEX "ClockCorrectionRequest_recordId_createdAt_idx" ON "ClockCorrectionRequest"("recordId", "createdAt");
CREATE INDEX "ClockCorrectionRequest_jobId_idx" ON "ClockCorrectionRequest"("jobId");
CREATE INDEX "ClockCorrectionRequest_updatedAt_idx" ON "ClockCorrectionRequest"("updatedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

