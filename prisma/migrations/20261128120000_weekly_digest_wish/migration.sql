-- AlterTable: a column with a constant default is added in place (no table copy).
ALTER TABLE "User" ADD COLUMN "weeklyDigest" BOOLEAN NOT NULL DEFAULT false;
