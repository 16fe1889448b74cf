-- AlterTable
ALTER TABLE "RotaShift" ADD COLUMN "seriesId" TEXT;

-- CreateTable
CREATE TABLE "RotaPublication" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "weekStart" DATETIME NOT NULL,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedById" TEXT,
    CONSTRAINT "RotaPublication_publishedById_fkey" FOREIGN KEY ("publishedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ClockCorrection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "recordId" TEXT NOT NULL,
    "byId" TEXT,
    "reason" TEXT NOT NULL,
    "before" TEXT NOT NULL,
    "after" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClockCorrection_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "ClockRecord" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockCorrection_byId_fkey" FOREIGN KEY ("byId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TimesheetEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "timesheetId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "reason" TEXT,
    "byId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TimesheetEvent_timesheetId_fkey" FOREIGN KEY ("timesheetId") REFERENCES "Timesheet" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TimesheetEvent_byId_fkey" FOREIGN KEY ("byId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ClockRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "jobId" TEXT,
    "clockInAt" DATETIME NOT NULL,
    "clockOutAt" DATETIME,
    "clockInLat" REAL,
    "clockInLng" REAL,
    "clockOutLat" REAL,
    "clockOutLng" REAL,
    "notes" TEXT,
    "clockInClientId" TEXT,
    "clockOutClientId" TEXT,
    "clockInOffline" BOOLEAN NOT NULL DEFAULT false,
    "clockOutOffline" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ClockRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClockRecord_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ClockRecord" ("clockInAt", "clockInLat", "clockInLng", "clockOutAt", "clockOutLat", "clockOutLng", "createdAt", "id", "jobId", "notes", "updatedAt", "userId") SELECT "clockInAt", "clockInLat", "clockInLng", "clockOutAt", "clockOutLat", "clockOutLng", "createdAt", "id", "jobId", "notes", "updatedAt", "userId" FROM "ClockRecord";
DROP TABLE "ClockRecord";
ALTER TABLE "new_ClockRecord" RENAME TO "ClockRecord";
CREATE UNIQUE INDEX "ClockRecord_clockInClientId_key" ON "ClockRecord"("clockInClientId");
CREATE UNIQUE INDEX "ClockRecord_clockOutClientId_key" ON "ClockRecord"("clockOutClientId");
CREATE INDEX "ClockRecord_userId_clockInAt_idx" ON "ClockRecord"("userId", "clockInAt");
CREATE INDEX "ClockRecord_clockInAt_idx" ON "ClockRecord"("clockInAt");
CREATE INDEX "ClockRecord_clockOutAt_clockInAt_idx" ON "ClockRecord"("clockOutAt", "clockInAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "RotaPublication_weekStart_key" ON "RotaPublication"("weekStart");

-- CreateIndex
CREATE INDEX "ClockCorrection_recordId_createdAt_idx" ON "ClockCorrection"("recordId", "createdAt");

-- CreateIndex
CREATE INDEX "TimesheetEvent_timesheetId_createdAt_idx" ON "TimesheetEvent"("timesheetId", "createdAt");

-- CreateIndex
CREATE INDEX "RotaShift_jobId_idx" ON "RotaShift"("jobId");

-- CreateIndex
CREATE INDEX "RotaShift_seriesId_startsAt_idx" ON "RotaShift"("seriesId", "startsAt");

