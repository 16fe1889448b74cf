import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { allOperations } from ".";

describe("API operations", () => {
  it.each(allOperations.map((op) => [`${op.doc.method} ${op.doc.path}`, op] as const))(
    "%s has a route file exporting that method",
    async (_name, op) => {
      // Paths match case-insensitively: the middleware lowers them, the files are lower-case.
      const segments = op.doc.path.toLowerCase().replace(/\{(\w+)\}/g, "[$1]");
      const file = path.join("app/api", segments, "route.ts");
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, "utf8");
      expect(source).toMatch(new RegExp(`export const ${op.doc.method} = route\\(`));
    },
  );

  it("builds an OpenAPI 3.1 document with every operation", () => {
    const document = buildOpenApiDocument(allOperations);
    expect(document.openapi).toBe("3.1.0");
    const count = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(count).toBe(allOperations.length);
    const login = document.paths["/api/auth/login"]?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content["application/json"]!.schema.required).toEqual(
      expect.arrayContaining(["username", "password"]),
    );
  });
});
