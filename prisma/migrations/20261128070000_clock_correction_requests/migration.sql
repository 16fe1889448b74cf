-- CreateTable
CREATE TABLE "ClockCorrectionRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "recordId" TEXT NOT NULL,
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
    CONSTRAINT "ClockCorrectionRequest_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "ClockRecord" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrectionRequest_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "ClockCorrection" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ClockCorrectionRequest_pendingFor_key" ON "ClockCorrectionRequest"("pendingFor");

-- CreateIndex
CREATE UNIQUE INDEX "ClockCorrectionRequest_correctionId_key" ON "ClockCorrectionRequest"("correctionId");

-- CreateIndex
CREATE INDEX "ClockCorrectionRequest_status_createdAt_idx" ON "ClockCorrectionRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ClockCorrectionRequest_userId_createdAt_idx" ON "ClockCorrectionRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ClockCorrectionRequest_recordId_createdAt_idx" ON "ClockCorrectionRequest"("recordId", "createdAt");

-- CreateIndex
CREATE INDEX "ClockCorrectionRequest_updatedAt_idx" ON "ClockCorrectionRequest"("updatedAt");

