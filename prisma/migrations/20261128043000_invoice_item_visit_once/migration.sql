-- DropIndex
DROP INDEX "InvoiceItem_jobId_idx";

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceItem_jobId_key" ON "InvoiceItem"("jobId");

