// prisma/postgres/schema.prisma is made from prisma/schema.prisma, the one
// schema anybody edits: the same models, on PostgreSQL, with a client of
// its own (lib/generated/prisma-pg). Run after changing the schema:
//
//   npx tsx scripts/postgres-schema.ts          writes the PostgreSQL schema
//   npx tsx scripts/postgres-schema.ts --check  exits 1 when it is out of date
//
// then write the PostgreSQL migration the same way as SQLite's (README).
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const __filename = fileURLToPath(import.meta.url);

export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRES_SCHEMA = "prisma/postgres/schema.prisma";

const HEADER =
  "// GENERATED from prisma/schema.prisma by scripts/postgres-schema.ts: edit that file, then run\n" +
  "// `npx tsx scripts/postgres-schema.ts`. The same models on PostgreSQL.\n\n";

export function postgresSchema(sqliteSchema: string): string {
  const replaced = [
    // The data source: the provider, nothing else.
    [/(datasource db \{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"'],
    // The generated client, one folder further up from prisma/postgres/.
    [/(generator client \{[^}]*output\s*=\s*)"\.\.\/lib\/generated\/prisma"/, '$1"../../lib/generated/prisma-pg"'],
  ] as const;
  const text = replaced.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`${SQLITE_SCHEMA} no longer matches ${pattern}: update ${__filename}`);
    return text.replace(pattern, replacement);
  }, sqliteSchema);
  return (
    HEADER +
    text.replace(/^(enum \w+ \{\n)([^}]*)(\})/gm, (_all, open: string, body: string, close: string) => {
      return open + sortedValues(body) + close;
    })
  );
}

// SQLite keeps an enum as text, so a list sorted by status or role comes out
// in alphabetical order; PostgreSQL sorts an enum in the order its values
// were declared. Declared in alphabetical order there, both engines sort
// alike. Nothing else reads the order: rows hold the values' names.
function sortedValues(body: string): string {
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  if (lines.some((line) => !/^\s+\w+\s*$/.test(line))) {
    throw new Error(`${SQLITE_SCHEMA}: an enum holds more than plain values: update ${__filename}`);
  }
  return [...lines].sort((a, b) => (a.trim() < b.trim() ? -1 : 1)).join("\n") + "\n";
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === __filename) {
  const expected = postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const current = fs.existsSync(POSTGRES_SCHEMA) ? fs.readFileSync(POSTGRES_SCHEMA, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (current !== expected) {
      console.error(`${POSTGRES_SCHEMA} is out of date: run npx tsx scripts/postgres-schema.ts`);
      process.exit(1);
    }
  } else if (current !== expected) {
    fs.writeFileSync(POSTGRES_SCHEMA, expected);
    console.log(`wrote ${POSTGRES_SCHEMA}`);
  }
}
