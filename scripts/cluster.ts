// Several instances of the app behind nginx, on one machine: `npm run
// demo:cluster` (scripts/demo.ts --cluster), `npm run test:cluster` and the
// cluster e2e test use it. docs/operations.md explains the set-up.
//
// - N instances of scripts/server.ts on 127.0.0.1 only (nobody reaches one
//   without going through nginx, which is what makes TRUST_PROXY_HOPS=1
//   safe), each restarted a second after it dies, as a service manager would.
// - nginx on PORT: round-robin over the instances, the pre-rendered public
//   pages from its cache as long as the app's Cache-Control allows, Next's
//   hashed static files straight from .next/static, gzip (and brotli when
//   Debian's module is installed), X-Forwarded-For/-Proto/-Host set by itself.
// - What the instances share is outside them: the database (DATABASE_URL),
//   the upload and mail folders (relative paths resolve in the one project
//   folder), the signing secret. Nothing a request needs lives in one
//   instance's memory.
//
//   tsx scripts/cluster.ts   PORT (default 3000), CLUSTER_INSTANCES (default 2),
//                            CLUSTER_FIRST_PORT (default PORT + 1), CLUSTER_DIR
import path from "node:path";
import { startCluster, type Cluster } from "./cluster/start-cluster";

const port = Number(process.env.PORT ?? 3000);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1) {
  console.error("CLUSTER_INSTANCES: a whole number of instances, 1 or more");
  process.exit(1);
}

let cluster: Cluster;
try {
  cluster = startCluster({
    port,
    listenHost: process.env.HOST || undefined,
    instances,
    firstInstancePort: Number(process.env.CLUSTER_FIRST_PORT ?? port + 1),
    dir: process.env.CLUSTER_DIR ?? path.join("storage", `cluster-${port}`),
    // Behind nginx: the last X-Forwarded-For entry is the one nginx wrote.
    env: { TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? "1" },
  });
} catch (error) {
  // No nginx, or a configuration it refuses: the reason, without a stack.
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
const stop = (signal: string) => {
  console.log(`> ${signal}: stopping nginx and the instances`);
  void cluster.stop().then(() => process.exit(0));
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
cluster.ready.then(
  () =>
    console.log(
      `> Cluster ready on http://${process.env.HOST || "localhost"}:${port}: nginx in front of ${instances} instances (ports ${cluster.instancePorts.join(", ")})`,
    ),
  (error: Error) => {
    console.error(error.message);
    void cluster.stop().then(() => process.exit(1));
  },
);
