-- AlterTable
ALTER TABLE "Category" ADD COLUMN "retiredAt" DATETIME;

-- CreateTable
CREATE TABLE "LeadNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT,
    "franchiseEnquiryId" TEXT,
    "authorId" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadNote_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadNote_franchiseEnquiryId_fkey" FOREIGN KEY ("franchiseEnquiryId") REFERENCES "FranchiseEnquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "dbPath" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UserFile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "toName" TEXT,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "attachments" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "claimedBy" TEXT,
    "claimedAt" DATETIME,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Enquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "postCode" TEXT NOT NULL,
    "messageDescription" TEXT,
    "domainName" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "statusChangedAt" DATETIME,
    "statusChangedById" TEXT,
    "createdById" TEXT,
    "clientId" TEXT,
    "jobId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Enquiry_statusChangedById_fkey" FOREIGN KEY ("statusChangedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enquiry_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enquiry_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enquiry_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Enquiry" ("address", "createdAt", "domainName", "email", "firstName", "id", "lastName", "messageDescription", "name", "phone", "postCode", "updatedAt") SELECT "address", "createdAt", "domainName", "email", "firstName", "id", "lastName", "messageDescription", "name", "phone", "postCode", "updatedAt" FROM "Enquiry";
DROP TABLE "Enquiry";
ALTER TABLE "new_Enquiry" RENAME TO "Enquiry";
CREATE UNIQUE INDEX "Enquiry_jobId_key" ON "Enquiry"("jobId");
CREATE INDEX "Enquiry_createdAt_idx" ON "Enquiry"("createdAt");
CREATE INDEX "Enquiry_email_idx" ON "Enquiry"("email");
CREATE INDEX "Enquiry_status_createdAt_idx" ON "Enquiry"("status", "createdAt");
CREATE TABLE "new_FranchiseEnquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "postCode" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "messageDescription" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "statusChangedAt" DATETIME,
    "statusChangedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "FranchiseEnquiry_statusChangedById_fkey" FOREIGN KEY ("statusChangedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_FranchiseEnquiry" ("address", "createdAt", "email", "firstName", "id", "lastName", "messageDescription", "phone", "postCode", "updatedAt") SELECT "address", "createdAt", "email", "firstName", "id", "lastName", "messageDescription", "phone", "postCode", "updatedAt" FROM "FranchiseEnquiry";
DROP TABLE "FranchiseEnquiry";
ALTER TABLE "new_FranchiseEnquiry" RENAME TO "FranchiseEnquiry";
CREATE INDEX "FranchiseEnquiry_createdAt_idx" ON "FranchiseEnquiry"("createdAt");
CREATE INDEX "FranchiseEnquiry_status_createdAt_idx" ON "FranchiseEnquiry"("status", "createdAt");
CREATE TABLE "new_PasswordResetToken" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL DEFAULT 'reset',
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PasswordResetToken" ("createdAt", "expiresAt", "id", "tokenHash", "updatedAt", "usedAt", "userId") SELECT "createdAt", "expiresAt", "id", "tokenHash", "updatedAt", "usedAt", "userId" FROM "PasswordResetToken";
DROP TABLE "PasswordResetToken";
ALTER TABLE "new_PasswordResetToken" RENAME TO "PasswordResetToken";
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LeadNote_enquiryId_createdAt_idx" ON "LeadNote"("enquiryId", "createdAt");

-- CreateIndex
CREATE INDEX "LeadNote_franchiseEnquiryId_createdAt_idx" ON "LeadNote"("franchiseEnquiryId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UserFile_dbPath_key" ON "UserFile"("dbPath");

-- CreateIndex
CREATE INDEX "UserFile_userId_kind_createdAt_idx" ON "UserFile"("userId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMail_status_nextAttemptAt_idx" ON "OutboxMail"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMail_createdAt_idx" ON "OutboxMail"("createdAt");

-- CreateIndex
CREATE INDEX "OutboxMail_toAddress_idx" ON "OutboxMail"("toAddress");

