-- An invoice keeps who it is addressed to from the moment it goes out
-- (lib/server/invoices/bill-to.ts).
ALTER TABLE "Invoice" ADD COLUMN "billTo" TEXT;
