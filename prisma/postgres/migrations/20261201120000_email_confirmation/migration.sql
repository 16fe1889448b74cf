-- When a user proved their e-mail address is theirs (lib/server/users/account-approved.ts).
-- Existing rows stay NULL: a registration still waiting is then approved with an invitation
-- to choose a password, instead of the password it registered.
-- AlterTable
ALTER TABLE "User" ADD COLUMN "emailConfirmedAt" TIMESTAMP(3);
