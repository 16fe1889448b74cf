-- The language of the site an enquiry was sent from: the convert dialog
-- offers it for the new client (lib/server/enquiries/create-enquiry.ts).
ALTER TABLE "Enquiry" ADD COLUMN "locale" TEXT;
