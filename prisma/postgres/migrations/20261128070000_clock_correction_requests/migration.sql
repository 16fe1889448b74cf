-- CreateEnum
CREATE TYPE "ClockRequestStatus" AS ENUM ('approved', 'declined', 'pending', 'withdrawn');

-- CreateTable
CREATE TABLE "ClockCorrectionRequest" (
    "id" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clockInAt" TIMESTAMP(3),
    "clockOutAt" TIMESTAMP(3),
    "reason" TEXT NOT NULL,
    "status" "ClockRequestStatus" NOT NULL DEFAULT 'pending',
    "pendingFor" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "note" TEXT,
    "correctionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClockCorrectionRequest_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "ClockCorrectionRequest" ADD CONSTRAINT "ClockCorrectionRequest_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "ClockRecord"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClockCorrectionRequest" ADD CONSTRAINT "ClockCorrectionRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClockCorrectionRequest" ADD CONSTRAINT "ClockCorrectionRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClockCorrectionRequest" ADD CONSTRAINT "ClockCorrectionRequest_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "ClockCorrection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

