-- CreateTable
CREATE TABLE "OfficeDigest" (
    "weekStart" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "figures" TEXT NOT NULL,
    "mailed" BOOLEAN NOT NULL,

    CONSTRAINT "OfficeDigest_pkey" PRIMARY KEY ("weekStart")
);

