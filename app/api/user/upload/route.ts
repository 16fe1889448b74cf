import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { readUploadForm } from "@/lib/server/files/read-multipart";
import { limitUpload } from "@/lib/server/rate-limit";
import { uploadUserFile } from "@/lib/server/users/upload-user-file";
import { ZUserUploadForm } from "@/lib/validation/users";

// POST /api/user/upload – a profile photo or certificate (multipart): { dbPath }
export const POST = route(userOperations.uploadUserFile, async ({ req, session }) => {
  await limitUpload(req, session.id);
  const { data, fileName, fields } = await readUploadForm(req, ZUserUploadForm);
  return uploadUserFile({ actor: session, data, fileName, ...fields });
});
