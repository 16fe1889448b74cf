import { route } from "@/lib/api/handler";
import { companyOperations } from "@/lib/api/operations/companies";
import { uploadCompanyImage } from "@/lib/server/companies/upload-company-image";
import { readUploadForm } from "@/lib/server/files/read-multipart";
import { limitUpload } from "@/lib/server/rate-limit";
import { ZCompanyUploadForm } from "@/lib/validation/companies";

// POST /api/Company/Upload – a company image (multipart): { dbPath }
export const POST = route(companyOperations.uploadCompanyImage, async ({ req, session }) => {
  await limitUpload(req, session.id);
  const { data, fields } = await readUploadForm(req, ZCompanyUploadForm);
  return uploadCompanyImage({ actor: session, data, companyId: fields.companyId });
});
