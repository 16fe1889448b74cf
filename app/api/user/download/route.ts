import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { readDownloadRequest } from "@/lib/server/files/read-download-request";
import { readStoredFileByPath } from "@/lib/server/files/read-stored-file";

// POST /api/user/download – the bytes of an uploaded file named by its dbPath
export const POST = route(userOperations.downloadUserFile, async ({ req, session }) =>
  readStoredFileByPath({ actor: session, dbPath: await readDownloadRequest(req) }),
);
