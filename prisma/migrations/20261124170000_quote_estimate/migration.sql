-- AlterTable
ALTER TABLE "Category" ADD COLUMN "rates" JSONB;

-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN "estimate" JSONB;
ALTER TABLE "Enquiry" ADD COLUMN "preferredDate" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "preferredWindow" TEXT;

