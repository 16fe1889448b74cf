// Which database DATABASE_URL names: a `file:` address is an SQLite file (the
// embedded default), a `postgresql://` (or `postgres://`) address a
// PostgreSQL server. Read by the app (lib/server/db.ts), prisma.config.ts and
// the scripts, so one variable switches everything.
export type Engine = "sqlite" | "postgresql";

export function engineOf(url: string): Engine {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgresql";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not "${url.split(":")[0]}:"`,
  );
}
