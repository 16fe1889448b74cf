import { z } from "zod";
import type { AuthRule, OperationDoc, Options } from "./handler";

type AnyOperation = Options<AuthRule, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> & {
  doc: OperationDoc;
};

const toSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;

const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" }, description: "Problem per field" },
      },
    },
  },
};

function security(auth: AuthRule) {
  if (auth === "public") return { security: [] };
  const roles = auth === "user" || auth === "optional" ? undefined : auth.join(", ");
  return {
    security: auth === "optional" ? [{}, { bearer: [] }, { cookie: [] }] : [{ bearer: [] }, { cookie: [] }],
    ...(roles && { "x-roles": roles }),
  };
}

function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

// The OpenAPI 3.1 document, built from the same operations (and zod schemas)
// that the route handlers use, so it cannot drift from what the API checks.
// `sessionCookie`: the cookie's name as this site sets it (`__Host-cs_session` on https).
export function buildOpenApiDocument(operations: readonly AnyOperation[], sessionCookie = "cs_session") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const { doc } = op;
    const errors = Object.fromEntries(
      [400, 401, 403, 404, 409, 413, 415, 429].map((status) => [
        status,
        { description: "Error", content: { "application/json": { schema: ERROR_SCHEMA } } },
      ]),
    );
    const requestBody =
      doc.requestContentType === "multipart/form-data"
        ? {
            required: true,
            content: {
              "multipart/form-data": {
                schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
              },
            },
          }
        : op.body && { required: true, content: { "application/json": { schema: toSchema(op.body) } } };
    paths[`/api${doc.path}`] ??= {};
    paths[`/api${doc.path}`]![doc.method.toLowerCase()] = {
      summary: doc.summary,
      tags: [doc.tag],
      operationId: `${doc.method.toLowerCase()}${doc.path.replace(/[^a-zA-Z0-9]+/g, "_")}`,
      ...security(op.auth),
      parameters: [...parameters(op.params, "path"), ...parameters(op.query, "query")],
      ...(requestBody && { requestBody }),
      responses: {
        200: {
          description: "OK",
          content: doc.responseContentType
            ? { [doc.responseContentType]: { schema: { type: "string", format: "binary" } } }
            : { "application/json": { schema: doc.response ? toSchema(doc.response) : {} } },
        },
        ...errors,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Emerald Clean API",
      version: "1.0.0",
      description:
        "The calls of the product specification (section 7). Paths match case-insensitively. Authenticate with the session cookie set by POST /api/auth/login or with `Authorization: Bearer <accessToken>`.",
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        cookie: { type: "apiKey", in: "cookie", name: sessionCookie },
      },
    },
    paths,
  };
}
