-- CreateTable
CREATE TABLE "OfficeDigest" (
    "weekStart" DATETIME NOT NULL PRIMARY KEY,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "figures" TEXT NOT NULL,
    "mailed" BOOLEAN NOT NULL
);

