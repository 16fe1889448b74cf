// npm run db:reset: delete the database file, migrate it anew and seed it.
// (`prisma migrate reset` needs an engine download that is not available offline.)
import { ensureDotEnv, removeDatabase, run } from "./run";

ensureDotEnv();
const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";
removeDatabase(url.replace(/^file:/, ""));
run("npx prisma migrate deploy");
run("npx prisma db seed");
