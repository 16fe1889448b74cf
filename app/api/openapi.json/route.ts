import { operation, route } from "@/lib/api/handler";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { allOperations } from "@/lib/api/operations";

const document = buildOpenApiDocument(allOperations);

// GET /api/openapi.json – the OpenAPI 3.1 description of this API
export const GET = route(
  operation({ auth: "public", doc: { method: "GET", path: "/openapi.json", summary: "This document", tag: "Meta" } }),
  async () => document,
);
