-- The overview (GET /api/overview, lib/server/overview/) and the rota month
-- (bench/api.mjs): the latest change of each table the office's figures
-- count, for their cache; invoices by day of payment, for the revenue by
-- week; the rota's order, so a month is counted and paged from the index.
-- IF NOT EXISTS: written by hand, safe whatever order other migrations ran in.
CREATE INDEX IF NOT EXISTS "Enquiry_updatedAt_idx" ON "Enquiry"("updatedAt");
CREATE INDEX IF NOT EXISTS "Job_updatedAt_idx" ON "Job"("updatedAt");
CREATE INDEX IF NOT EXISTS "Invoice_paidAt_idx" ON "Invoice"("paidAt");
CREATE INDEX IF NOT EXISTS "Invoice_updatedAt_idx" ON "Invoice"("updatedAt");
CREATE INDEX IF NOT EXISTS "RotaShift_startsAt_endsAt_id_idx" ON "RotaShift"("startsAt", "endsAt", "id");
CREATE INDEX IF NOT EXISTS "RotaShift_updatedAt_idx" ON "RotaShift"("updatedAt");
CREATE INDEX IF NOT EXISTS "ClockRecord_updatedAt_idx" ON "ClockRecord"("updatedAt");
