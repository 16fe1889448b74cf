-- AlterTable
ALTER TABLE "ClockCorrectionRequest" ADD COLUMN     "jobId" TEXT,
ADD COLUMN     "setsJob" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "ClockCorrectionRequest_jobId_idx" ON "ClockCorrectionRequest"("jobId");

-- AddForeignKey
ALTER TABLE "ClockCorrectionRequest" ADD CONSTRAINT "ClockCorrectionRequest_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

