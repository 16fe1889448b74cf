-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN "deletedAt" DATETIME;

-- CreateTable
CREATE TABLE "ChatRead" (
    "userId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "lastReadAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "jobId"),
    CONSTRAINT "ChatRead_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ChatRead_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ChatRead_jobId_idx" ON "ChatRead"("jobId");

