// Load and crash benchmark: 50 clients posting enquiries (each a different
// visitor) for LOAD_SECONDS (default 30) against one instance, then against
// the cluster (nginx in front of CLUSTER_INSTANCES instances, default 2,
// scripts/cluster.ts), on one SQLite file. Prints throughput and latency, and
// checks that every enquiry the server acknowledged is in the database and
// that the file is sound (PRAGMA integrity_check).
//
//   npm run build && node bench/load.mjs
//   node bench/load.mjs --kill     halfway through, kill -9 the only instance
//                                  (restarted a second later, as a service
//                                  manager would) and one of the cluster's
//                                  (restarted by the cluster)
//
// The load generator runs on the same cores as the servers: compare figures
// from the same machine only. Exit code 1 when an acknowledged enquiry is missing.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  benchEnv,
  enquiryRequest,
  killGroup,
  startCluster,
  startServer,
  waitUntilClusterReady,
  waitUntilReady,
} from "./servers.mjs";

const DB_FILE = "storage/load.db";
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 2);
const SINGLE_PORT = 3210;
const CLUSTER_PORT = 3220;
const CLUSTER_DIR = "storage/load-cluster";
const KILL = process.argv.includes("--kill");

const env = benchEnv(DB_FILE, "storage/load-mail");

function prepareDatabase() {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(DB_FILE + suffix, { force: true });
  execSync("npx tsx scripts/db-migrate.ts && npx prisma db seed", { env, stdio: "ignore" });
}

// The load generator plays the proxy: each request names its visitor.
const startInstance = () => startServer({ ...env, TRUST_PROXY_HOPS: "1" }, SINGLE_PORT);

// 50 clients, each posting again as soon as answered, for SECONDS.
function load(port, onHalfway) {
  const acknowledged = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/api/Enquiry/CreateEnquiry`,
        method: "POST",
        connections: 50,
        duration: SECONDS,
        requests: [enquiryRequest(acknowledged, "Load")],
      },
      (error, result) => (error ? reject(error) : resolve({ result, acknowledged })),
    );
    if (onHalfway) setTimeout(onHalfway, (SECONDS * 1000) / 2);
    instance.on("error", reject);
  });
}

function report(name, { result, acknowledged }) {
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `${acknowledged.length} acknowledged, ${result.non2xx} other answers, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
}

// Every acknowledged enquiry is stored, and the file is sound.
function check(name, acknowledged) {
  const db = new Database(DB_FILE, { readonly: true });
  const integrity = db.pragma("integrity_check", { simple: true });
  const stored = new Set(db.prepare(`SELECT id FROM "Enquiry"`).pluck().all());
  db.close();
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  console.log(`${name}: integrity_check ${integrity}; acknowledged but missing: ${missing}`);
  return integrity === "ok" && missing === 0;
}

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
prepareDatabase();
let isSound = true;

// 1. One instance.
let single = startInstance();
let singleRun;
try {
  await waitUntilReady(`http://127.0.0.1:${SINGLE_PORT}/api/health/ready`);
  singleRun = await load(SINGLE_PORT, () => {
    if (!KILL) return;
    console.log("kill -9 of the only instance; restarted in 1 s");
    killGroup(single.pid);
    setTimeout(() => (single = startInstance()), 1000);
  });
  report(`one instance${KILL ? ", killed halfway" : ""} (50 clients, ${SECONDS} s)`, singleRun);
  isSound = check("one instance", singleRun.acknowledged) && isSound;
} finally {
  killGroup(single.pid, "SIGTERM");
}
await new Promise((resolve) => setTimeout(resolve, 2000));

// 2. The cluster.
const cluster = startCluster(env, { port: CLUSTER_PORT, instances: INSTANCES, dir: CLUSTER_DIR });
try {
  await waitUntilClusterReady(CLUSTER_PORT, INSTANCES);
  const clusterRun = await load(CLUSTER_PORT, () => {
    if (!KILL) return;
    const pid = Number(fs.readFileSync(path.join(CLUSTER_DIR, "instance-0.pid"), "utf8"));
    console.log(`kill -9 of the cluster's instance 0 (pid ${pid}); the cluster restarts it`);
    killGroup(pid);
  });
  report(
    `cluster, nginx + ${INSTANCES} instances${KILL ? ", one killed halfway" : ""} (50 clients, ${SECONDS} s)`,
    clusterRun,
  );
  isSound = check("cluster", clusterRun.acknowledged) && isSound;
  console.log(
    `cluster / one instance throughput: ${(clusterRun.result.requests.average / singleRun.result.requests.average).toFixed(2)}`,
  );
} finally {
  killGroup(cluster.pid, "SIGTERM");
}
process.exitCode = isSound ? 0 : 1;
