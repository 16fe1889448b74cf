-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "autoRemind" BOOLEAN NOT NULL DEFAULT true;

