import fc from "fast-check";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fingerprint } from "@/tests/fingerprint";
import { createUser, tokenFor } from "@/tests/helpers";
import { allOperations } from "./operations";

// Property: whatever junk a caller sends to a write endpoint, the answer is
// 2xx or 4xx (never 5xx), and a 4xx leaves the database exactly as it was.

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const writes = allOperations.filter((op) => WRITE_METHODS.has(op.doc.method));

const keysOf = (schema: z.ZodType | undefined) =>
  schema
    ? Object.keys(
        (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: object }).properties ?? {},
      )
    : [];

// Either any JSON at all, or an object with the expected keys holding junk,
// which gets further into validation; sometimes not JSON at all.
const junkBody = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record(Object.fromEntries(keys.map((key) => [key, fc.jsonValue()])), { requiredKeys: [] })
      .map((value) => JSON.stringify(value)),
    fc.string(),
  );

let adminToken = "";
beforeAll(async () => {
  adminToken = await tokenFor(await createUser({ role: "SuperAdministrator" }));
  await createUser({ role: "Client" });
  await createUser({ role: "Cleaner" });
});

describe.each(writes.map((op) => [`${op.doc.method} ${op.doc.path}`, op] as const))("junk sent to %s", (_name, op) => {
  it("answers 2xx or 4xx, and changes nothing on 4xx", async () => {
    const file = path.join(
      process.cwd(),
      "app/api",
      op.doc.path.toLowerCase().replace(/\{(\w+)\}/g, "[$1]"),
      "route.ts",
    );
    const routeModule = (await import(/* @vite-ignore */ file)) as Record<
      string,
      (req: Request, ctx?: unknown) => Promise<Response>
    >;
    const handler = routeModule[op.doc.method]!;
    const paramKeys = keysOf(op.params);

    await fc.assert(
      fc.asyncProperty(
        junkBody(keysOf(op.body)),
        fc.record(Object.fromEntries(paramKeys.map((key) => [key, fc.oneof(fc.uuid(), fc.string())]))),
        fc.boolean(),
        async (body, params, isSignedIn) => {
          const before = await fingerprint();
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (isSignedIn) headers.authorization = `Bearer ${adminToken}`;
          const req = new Request(`http://localhost:3000/api${op.doc.path}`, { method: op.doc.method, headers, body });
          const response = await handler(req, { params: Promise.resolve(params) });
          expect(response.status).toBeGreaterThanOrEqual(200);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await fingerprint()).toBe(before);
        },
      ),
      { numRuns: 25 },
    );
  });
});
