// Starting and stopping the servers the benchmarks measure, and the
// enquiries they post.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";

// The environment a benchmark's servers run in: production, on their own
// database file and mail folder, or on the PostgreSQL database
// BENCH_DATABASE_URL names (emptied first: bench/api.mjs write).
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;

export function benchEnv(dbFile, mailDir) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: BENCH_DATABASE_URL ?? `file:./${dbFile}`,
    AUTH_SECRET: "bench-only-secret-not-for-production-0123456789",
    MAIL_DIR: mailDir,
    // The seeded year has hundreds of overdue invoices: their automatic
    // reminders (and the PDFs the outbox renders for them) would load the
    // server in the middle of a measurement.
    INVOICE_REMINDER_DAYS: "off",
  };
}

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

// An autocannon request that posts an enquiry from a new visitor each time
// (own address and e-mail, as on a busy day: rate limits stay out of the
// way), and keeps the id of every one the server acknowledged.
let visitor = 0;
export function enquiryRequest(acknowledged, label) {
  return {
    setupRequest(request) {
      visitor += 1;
      request.headers = {
        "content-type": "application/json",
        "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      };
      request.body = JSON.stringify({
        id: randomUUID(),
        name: `${label} Visitor ${visitor}`,
        email: `${label.toLowerCase()}-${visitor}@example.ie`,
        phone: "087 123 4567",
        address: "1 Main Street, Dublin",
        postCode: "D02 X285",
        messageDescription: "Weekly clean",
      });
      return request;
    },
    onResponse(status, body) {
      // The answer carries the stored enquiry; its id is what is looked for afterwards.
      if (status === 200) acknowledged.push(JSON.parse(body).id);
    },
  };
}
