import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { POSTGRES_SCHEMA, postgresSchema, SQLITE_SCHEMA } from "./postgres-schema";

describe("the PostgreSQL schema", () => {
  it("is the one made from prisma/schema.prisma (run npx tsx scripts/postgres-schema.ts after a change)", () => {
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  it("changes the provider and the client's folder, and declares enum values in alphabetical order", () => {
    const made = postgresSchema(
      [
        'generator client {\n  provider = "prisma-client"\n  output   = "../lib/generated/prisma"\n}',
        'datasource db {\n  provider = "sqlite"\n  url      = env("DATABASE_URL")\n}',
        "enum LeadStatus {\n  new\n  contacted\n  closed\n}",
        "model Lead {\n  id String @id\n  status LeadStatus @default(new)\n}",
      ].join("\n\n"),
    );
    expect(made).toContain('provider = "postgresql"');
    expect(made).toContain('output   = "../../lib/generated/prisma-pg"');
    expect(made).toContain("enum LeadStatus {\n  closed\n  contacted\n  new\n}");
    expect(made).toContain("model Lead {\n  id String @id\n  status LeadStatus @default(new)\n}");
  });

  it("refuses a schema it no longer knows how to convert", () => {
    expect(() => postgresSchema('datasource db {\n  provider = "mysql"\n}')).toThrow(/no longer matches/);
    const withAttribute = fs
      .readFileSync(SQLITE_SCHEMA, "utf8")
      .replace(/enum Role \{\n/, 'enum Role {\n  Visitor @map("visitor")\n');
    expect(() => postgresSchema(withAttribute)).toThrow(/more than plain values/);
  });
});
