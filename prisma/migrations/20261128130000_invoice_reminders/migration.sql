-- AlterTable: columns with a constant default or none are added in place (no table copy).
ALTER TABLE "Invoice" ADD COLUMN "remindedAt" DATETIME;
ALTER TABLE "Invoice" ADD COLUMN "reminderCount" INTEGER NOT NULL DEFAULT 0;
