-- AlterTable: a column with a constant default is added in place (no table copy).
ALTER TABLE "Invoice" ADD COLUMN "autoRemind" BOOLEAN NOT NULL DEFAULT true;
