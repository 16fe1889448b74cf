import "server-only";
import { getEnv } from "@/lib/env";
import { engineOf } from "./engine";

// The few places where SQLite and PostgreSQL answer the same SQL differently.
// SQLite's LIKE ignores the case of ASCII letters, and so does Prisma's
// `contains` there; PostgreSQL's is exact, so searches use ILIKE and
// `mode: "insensitive"` on it, and a search box finds "Dublin" for "dublin"
// on both.

export function isPostgres(): boolean {
  return engineOf(getEnv().DATABASE_URL) === "postgresql";
}

// The operator of a case-insensitive pattern match, for hand-written SQL.
export function likeOperator(): "LIKE" | "ILIKE" {
  return isPostgres() ? "ILIKE" : "LIKE";
}

// Prisma's filter for "contains this text, in any case". The SQLite client
// refuses a `mode` (its LIKE already ignores case), so it is added on
// PostgreSQL only; the type is SQLite's, which the services are written against.
export function containsText(text: string): { contains: string } {
  return isPostgres() ? ({ contains: text, mode: "insensitive" } as { contains: string }) : { contains: text };
}
