-- AlterTable
ALTER TABLE "ClockCorrectionRequest" ALTER COLUMN "recordId" DROP NOT NULL;

