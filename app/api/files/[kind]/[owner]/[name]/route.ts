import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { readStoredFile } from "@/lib/server/files/read-stored-file";

// GET /api/files/{kind}/{owner}/{name} – an uploaded file, for those who may see its record
export const GET = route(userOperations.readFile, async ({ session, params }) =>
  readStoredFile({ actor: session, segments: [params.kind, params.owner, params.name] }),
);
