// npm run demo: database, migrations, demo data, production build, server.
// npm run demo:cluster (--cluster): the same, served by several instances
// behind nginx (scripts/cluster.ts).
import { ensureDotEnv, run } from "./run";

const port = process.env.PORT ?? "3000";
const isCluster = process.argv.includes("--cluster");

ensureDotEnv(port);
run("npx tsx scripts/db-migrate.ts");
run("npx prisma db seed");
if (!process.env.DEMO_SKIP_BUILD) run("npx next build", { NEXT_TELEMETRY_DISABLED: "1" });

console.log(`
Emerald Clean is starting on http://localhost:${port}${isCluster ? ` (nginx in front of ${process.env.CLUSTER_INSTANCES ?? 2} instances)` : ""}

Demo logins (password: Cleaning!2026)
  superadmin@demo.ie   Super Administrator
  admin@demo.ie        Administrator
  cleaner@demo.ie      Cleaner
  client@demo.ie       Client
Sign in at http://localhost:${port}/auth/jwt/login
`);
run(`npx tsx scripts/${isCluster ? "cluster" : "server"}.ts`, { NEXT_TELEMETRY_DISABLED: "1", PORT: port });
