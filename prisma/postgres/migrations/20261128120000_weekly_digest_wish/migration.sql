-- AlterTable
ALTER TABLE "User" ADD COLUMN     "weeklyDigest" BOOLEAN NOT NULL DEFAULT false;

