// Starting and stopping the servers the benchmarks measure.
import { spawn } from "node:child_process";
import fs from "node:fs";

// One instance (scripts/server.ts), in a process group of its own: tsx runs
// the server in a child, and killGroup reaches both.
export function startServer(env, port) {
  return spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/server.ts"], {
    env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: "ignore",
    detached: true,
  });
}

// nginx in front of `instances` instances (scripts/cluster.ts) on `port`,
// the instances on the ports after it. The benchmark plays a load balancer
// in front of nginx (its X-Forwarded-For names each client): two proxies.
export function startCluster(env, { port, instances, dir }) {
  fs.rmSync(dir, { recursive: true, force: true });
  return spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/cluster.ts"], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLUSTER_INSTANCES: String(instances),
      CLUSTER_FIRST_PORT: String(port + 1),
      CLUSTER_DIR: dir,
      APP_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY_HOPS: "2",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

export async function waitUntilReady(url) {
  for (let i = 0; i < 300; i += 1) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

// Every instance of a cluster on `port` answers.
export async function waitUntilClusterReady(port, instances) {
  for (let i = 0; i < instances; i += 1) await waitUntilReady(`http://127.0.0.1:${port + 1 + i}/api/health/ready`);
  await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready`);
}

export function killGroup(pid, signal = "SIGKILL") {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
