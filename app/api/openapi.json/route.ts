import { operation, route } from "@/lib/api/handler";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { allOperations } from "@/lib/api/operations";
import { cookieName, SESSION_COOKIE } from "@/lib/auth/cookie";

// Built at the first call: the session cookie's name depends on APP_URL.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

// GET /api/openapi.json – the OpenAPI 3.1 description of this API
export const GET = route(
  operation({ auth: "public", doc: { method: "GET", path: "/openapi.json", summary: "This document", tag: "Meta" } }),
  async () => (document ??= buildOpenApiDocument(allOperations, cookieName(SESSION_COOKIE))),
);
