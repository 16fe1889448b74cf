-- AlterTable
ALTER TABLE "InvoiceItem" ADD COLUMN     "jobId" TEXT;

-- CreateIndex
CREATE INDEX "InvoiceItem_jobId_idx" ON "InvoiceItem"("jobId");

-- AddForeignKey
ALTER TABLE "InvoiceItem" ADD CONSTRAINT "InvoiceItem_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

