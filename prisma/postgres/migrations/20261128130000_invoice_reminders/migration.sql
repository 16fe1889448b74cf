-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "remindedAt" TIMESTAMP(3),
ADD COLUMN     "reminderCount" INTEGER NOT NULL DEFAULT 0;

