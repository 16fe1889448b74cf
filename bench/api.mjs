// API benchmark: CreateEnquiry throughput and latency with 50 concurrent
// clients, job/jobs page 1 on a database holding 100,000 jobs, the user list
// searched by 10 clients over 10,000 users, the job board's columns for
// the office and for a cleaner (10 clients), a month of the rota of 200
// cleaners and the office's overview over a year of data (10 clients; the
// data in bench/seed-workforce.mjs); then job/jobs again through the cluster
// (nginx in front of 2 instances, scripts/cluster.ts), with the ratio of the
// two throughputs. bench/load.mjs holds the enquiry load and crash run.
//
//   npm run build && node bench/api.mjs
//
//   node bench/api.mjs cluster          only the job list, one instance and the cluster in turns
//   node bench/api.mjs write            only the write path (no-op and CreateEnquiry,
//                                       in BENCH_ROUNDS turns of BENCH_SECONDS each: 3 and 10)
//   BENCH_DATABASE_URL=postgresql://… node bench/api.mjs write|jobs
//                                       the write path, or the job list over 100,000 jobs, on PostgreSQL
//
// Prints figures; the only check is that every enquiry the server
// acknowledged is really in the database afterwards.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { currentMonth, seedOffice, seedWorkforce } from "./seed-workforce.mjs";
import {
  BENCH_DATABASE_URL,
  benchEnv,
  enquiryRequest,
  killGroup,
  startCluster,
  startServer,
  waitUntilClusterReady,
} from "./servers.mjs";

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const CLUSTER_PORT = 3230;
const CLUSTER_INSTANCES = Number(process.env.CLUSTER_INSTANCES ?? 2);
const DB_FILE = "storage/bench.db";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// The write path's no-op and CreateEnquiry runs, taken in turns.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const JOBS = 100_000;
const USERS = 10_000;
// What the office types into the users screen's search box (a last name here).
const USER_SEARCH = process.env.BENCH_USER_SEARCH ?? "byrne";
const env = {
  ...benchEnv(DB_FILE, "storage/bench-mail"),
  // The benchmark plays a proxy in front of 50 clients: each request names
  // its client in X-Forwarded-For, as nginx would.
  TRUST_PROXY_HOPS: "1",
};

const ONLY_WRITE_PATH = process.argv.includes("write");
const JOB_SERVICES = ["House Cleaning", "Office Cleaning", "Carpet Cleaning", "Apartment Cleaning"];
const ONLY_JOB_LIST = process.argv.includes("jobs");
const ONLY_CLUSTER = process.argv.includes("cluster");

function prepareDatabase() {
  if (BENCH_DATABASE_URL) {
    if (!ONLY_WRITE_PATH && !ONLY_JOB_LIST)
      throw new Error("On PostgreSQL (BENCH_DATABASE_URL) add `write` (the write path) or `jobs` (the job list).");
    execSync("npx tsx scripts/db-reset.ts", { env, stdio: "ignore" });
    if (ONLY_JOB_LIST) return seedJobsPostgres();
    return;
  }
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(DB_FILE + suffix, { force: true });
  execSync("npx tsx scripts/db-migrate.ts && npx prisma db seed", { env, stdio: "ignore" });
  if (ONLY_WRITE_PATH) return;
  const db = new Database(DB_FILE);
  const client = db.prepare(`SELECT id, companyId FROM "User" WHERE email = 'client@demo.ie'`).get();
  const cleaner = db.prepare(`SELECT id FROM "User" WHERE email = 'cleaner@demo.ie'`).get();
  const insert = db.prepare(
    `INSERT INTO "Job" (id, title, description, location, service, stage, scheduledAt, clientId, assigneeId, companyId, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.now();
  db.transaction(() => {
    for (let i = 0; i < JOBS; i += 1) {
      const when = new Date(Date.UTC(2024, 0, 1) + i * 15 * 60_000).toISOString().replace("Z", "+00:00");
      insert.run(
        randomUUID(),
        `Bench job ${i}`,
        "Regular clean",
        "Dublin",
        JOB_SERVICES[i % 4],
        i % 4,
        when,
        client.id,
        cleaner.id,
        client.companyId,
        when,
        when,
      );
    }
  })();
  console.log(`Seeded ${JOBS.toLocaleString("en")} extra jobs in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  // The job list alone needs nothing more.
  if (!ONLY_CLUSTER) {
    seedUsers(db);
    seedWorkforce(db);
    seedOffice(db);
  }
  db.close();
}

// The same 100,000 jobs on PostgreSQL, a thousand rows a statement.
async function seedJobsPostgres() {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  const {
    rows: [owner],
  } = await client.query(`SELECT id, "companyId" FROM "User" WHERE email = 'client@demo.ie'`);
  const {
    rows: [cleaner],
  } = await client.query(`SELECT id FROM "User" WHERE email = 'cleaner@demo.ie'`);
  const start = Date.now();
  for (let first = 0; first < JOBS; first += 1000) {
    const values = [];
    const args = [];
    for (let i = first; i < Math.min(first + 1000, JOBS); i += 1) {
      const when = new Date(Date.UTC(2024, 0, 1) + i * 15 * 60_000).toISOString();
      const n = args.push(randomUUID(), `Bench job ${i}`, JOB_SERVICES[i % 4], i % 4, when) - 5;
      const at = `($${n + 5}::timestamptz AT TIME ZONE 'UTC')`;
      values.push(`($${n + 1}, $${n + 2}, 'Regular clean', 'Dublin', $${n + 3}, $${n + 4}::int, ${at}, ${at}, ${at})`);
    }
    await client.query(
      `INSERT INTO "Job" (id, title, description, location, service, stage, "scheduledAt", "createdAt", "updatedAt",
         "clientId", "assigneeId", "companyId")
       SELECT v.*, $${args.length + 1}, $${args.length + 2}, $${args.length + 3}
       FROM (VALUES ${values.join(", ")}) AS v`,
      [...args, owner.id, cleaner.id, owner.companyId],
    );
  }
  await client.query("ANALYZE");
  await client.end();
  console.log(
    `Seeded ${JOBS.toLocaleString("en")} extra jobs on PostgreSQL in ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );
}

// Cleaners and clients with Irish names and phone numbers written the ways
// people type them, as the office's user list holds them. They never sign
// in, so their password hash is a placeholder.
function seedUsers(db) {
  const firstNames = ["Aoife", "Ciarán", "Niamh", "Seán", "Siobhán", "Pádraig", "Róisín", "Eoin", "Clodagh", "Darragh"];
  const lastNames = [
    "Murphy",
    "Kelly",
    "Byrne",
    "Ryan",
    "O'Brien",
    "Walsh",
    "O'Sullivan",
    "Doyle",
    "McCarthy",
    "Nolan",
  ];
  const phone = (i) => {
    const digits = `08${(i % 7) + 3}${String(10_000_000 + i).slice(1)}`;
    const national = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    return [digits, national, `+353 ${national.slice(1)}`, null][i % 4];
  };
  const insert = db.prepare(
    `INSERT INTO "User" (id, email, passwordHash, firstName, lastName, role, status, phoneNumber, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.now();
  db.transaction(() => {
    for (let i = 0; i < USERS; i += 1) {
      const when = new Date(Date.UTC(2024, 0, 1) + i * 60 * 60_000).toISOString().replace("Z", "+00:00");
      insert.run(
        randomUUID(),
        `bench-user-${i}@example.ie`,
        "bench-user-cannot-sign-in",
        firstNames[i % firstNames.length],
        `${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}${i % 3 === 0 ? "-Quinn" : ""}`,
        i % 3 === 0 ? "Cleaner" : "Client",
        ["active", "active", "pending", "banned"][i % 4],
        phone(i),
        when,
        when,
      );
    }
  })();
  console.log(`Seeded ${USERS.toLocaleString("en")} extra users in ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

async function storedEnquiryIds() {
  if (BENCH_DATABASE_URL) {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`SELECT id FROM "Enquiry"`);
    await client.end();
    return new Set(rows.map((row) => row.id));
  }
  const db = new Database(DB_FILE, { readonly: true });
  const ids = new Set(db.prepare(`SELECT id FROM "Enquiry"`).pluck().all());
  db.close();
  return ids;
}

async function countJobs() {
  if (BENCH_DATABASE_URL) {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Job"`);
    await client.end();
    return rows[0].n;
  }
  const db = new Database(DB_FILE, { readonly: true });
  const total = db.prepare(`SELECT count(*) FROM "Job"`).pluck().get();
  db.close();
  return total;
}

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/openapi.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: 50, ...options }, (e, r) => (e ? reject(e) : resolve(r))),
  );
}

// Like run(), also keeping every 2xx answer's latency and the server's own
// time (its Server-Timing header: authentication, validation, the queries),
// for percentiles autocannon does not print (p95).
function runKeepingLatencies(options) {
  const latencies = [];
  const serverTimes = [];
  const setupClient = (client) => {
    client.on("headers", ({ statusCode, headers }) => {
      if (statusCode < 200 || statusCode >= 300) return;
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() !== "server-timing") continue;
        const dur = /dur=([\d.]+)/.exec(String(headers[i + 1]));
        if (dur) serverTimes.push(Number(dur[1]));
      }
    });
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, connections: 50, setupClient, ...options }, (e, r) =>
      e ? reject(e) : resolve({ result: r, latencies, serverTimes }),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function reportPercentiles(name, { result, latencies, serverTimes }) {
  const at = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (p) => percentile(sorted, p).toFixed(1);
  };
  const ms = at(latencies);
  const server = at(serverTimes);
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms; ` +
      `server time p50 ${server(50)} ms, p95 ${server(95)} ms; ` +
      `${result["2xx"]} answered 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
}

function report(name, result) {
  const ok = result["2xx"];
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${ok} answered 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
}

// NEXT_DIST_DIR, as next.config.mjs reads it, to compare two builds.
if (!fs.existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
await prepareDatabase();
const server = startServer(env, PORT);
let cluster;
try {
  await waitForServer();

  if (!ONLY_JOB_LIST && !ONLY_CLUSTER) {
    // 0. The same POST refused at validation (no e-mail): server,
    // reading the body, JSON, zod and an answer, but no rate limit and no
    // database. What CreateEnquiry costs beyond this is the write itself.
    const refused = await run({
      url: `${BASE}/api/Enquiry/CreateEnquiry`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        id: randomUUID(),
        name: "Bench Visitor",
        phone: "087 123 4567",
        address: "1 Main Street, Dublin",
        postCode: "D02 X285",
      }),
    });
    report("CreateEnquiry refused at validation, 400 (50 clients)", refused);

    // 1. The framework's floor (a route handler that reads nothing, through
    // the same server and route() wrapper as every API call) and CreateEnquiry,
    // in turns: a shared machine's speed drifts by a fifth within minutes, so
    // one run of each, minutes apart, measured the drift as much as the code.
    // In CreateEnquiry every request is a different visitor (own address and
    // e-mail), as on a busy day, so rate limits do not turn it into a 429 test.
    const acknowledged = [];
    const noops = [];
    const writes = [];
    const enquiry = { url: `${BASE}/api/Enquiry/CreateEnquiry`, method: "POST" };
    // Not counted: the JIT compiler's first seconds of each route.
    await run({ url: `${BASE}/api/health/live`, duration: 2 });
    await run({ ...enquiry, requests: [enquiryRequest(acknowledged, "Warm-up")], duration: 2 });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const noop = await run({ url: `${BASE}/api/health/live` });
      report(`round ${round}: no-op handler, GET /api/health/live (50 clients)`, noop);
      const enquiries = await run({ ...enquiry, requests: [enquiryRequest(acknowledged, "Bench")] });
      report(`round ${round}: CreateEnquiry (50 clients)`, enquiries);
      noops.push(noop.requests.average);
      writes.push(enquiries.requests.average);
    }

    const stored = await storedEnquiryIds();
    const missing = acknowledged.filter((id) => !stored.has(id));
    console.log(`Acknowledged enquiries: ${acknowledged.length}; missing from the database: ${missing.length}`);
    const sum = (values) => values.reduce((total, value) => total + value, 0);
    const perRound = writes.map((write, i) => (write / noops[i]).toFixed(2)).join(", ");
    console.log(
      `CreateEnquiry / no-op throughput: ${(sum(writes) / sum(noops)).toFixed(2)} over ${ROUNDS} rounds ` +
        `(each: ${perRound}) (goal ≥ 0.75)`,
    );
    console.log(
      `CreateEnquiry / the same POST refused at validation: ${(sum(writes) / ROUNDS / refused.requests.average).toFixed(2)}` +
        ` (refused / no-op: ${((refused.requests.average * ROUNDS) / sum(noops)).toFixed(2)})`,
    );
    process.exitCode = missing.length === 0 ? 0 : 1;
    if (ONLY_WRITE_PATH) {
      killGroup(server.pid, "SIGTERM");
      process.exit();
    }
  }

  // 2. job/jobs page 1 as an administrator, over 100,000+ jobs.
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@demo.ie", password: "Cleaning!2026" }),
  });
  const { accessToken } = await login.json();
  const total = await countJobs();
  const jobList = {
    url: `${BASE}/api/job/jobs`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ pageNumber: 1, pageSize: 100 }),
  };
  const jobs = await run(jobList);
  report(`job/jobs page 1 of ${total.toLocaleString("en")} jobs (50 clients)`, jobs);
  if (ONLY_JOB_LIST) {
    killGroup(server.pid, "SIGTERM");
    process.exit();
  }

  if (!ONLY_CLUSTER) {
    // 3. user/users searched for one word as an administrator, over 10,000+
    // users: the office's users screen (names, e-mail and phone digits are
    // matched by a LIKE scan, lib/server/users/user-filter.ts).
    const search = await runKeepingLatencies({
      url: `${BASE}/api/user/users`,
      method: "POST",
      connections: 10,
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ pageNumber: 1, pageSize: 100, search: USER_SEARCH }),
    });
    const counter = new Database(DB_FILE, { readonly: true });
    const users = counter.prepare(`SELECT count(*) FROM "User"`).pluck().get();
    counter.close();
    reportPercentiles(
      `user/users search "${USER_SEARCH}" over ${users.toLocaleString("en")} users (10 clients)`,
      search,
    );

    // 4. The job board's data: its four columns (a page of 50 jobs of one stage
    // each, with the stage's count), as the office and as a cleaner to whom
    // every one of the 100,000 jobs is assigned (the worst case for a cleaner).
    const cleanerLogin = await fetch(`${BASE}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.2" },
      body: JSON.stringify({ username: "cleaner@demo.ie", password: "Cleaning!2026" }),
    });
    const { accessToken: cleanerToken } = await cleanerLogin.json();
    for (const [who, token] of [
      ["office", accessToken],
      ["cleaner", cleanerToken],
    ]) {
      let column = 0;
      const board = await runKeepingLatencies({
        url: `${BASE}/api/job/jobs`,
        method: "POST",
        connections: 10,
        requests: [
          {
            setupRequest(request) {
              column = (column + 1) % 4;
              request.headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
              request.body = JSON.stringify({ pageNumber: 1, pageSize: 50, stage: column });
              return request;
            },
          },
        ],
      });
      reportPercentiles(`job board column as the ${who}, over ${total.toLocaleString("en")} jobs (10 clients)`, board);
    }

    // 5. A month of the rota as the office (the calendar's month view): page 1
    // of 100 and the count, over a year of shifts of 200 cleaners.
    const figures = new Database(DB_FILE);
    const month = currentMonth();
    const rotaUrl = `${BASE}/api/rota/rotas?startDate=${month.first}&endDate=${month.last}&pageSize=100`;
    const staff = { authorization: `Bearer ${accessToken}` };
    const { totalRecords: monthShifts } = await (await fetch(rotaUrl, { headers: staff })).json();
    const shiftCount = figures.prepare(`SELECT count(*) FROM "RotaShift"`).pluck().get();
    const rota = await runKeepingLatencies({ url: rotaUrl, connections: 10, headers: staff });
    reportPercentiles(
      `rota/rotas ${month.first}..${month.last} (${monthShifts.toLocaleString("en")} of ${shiftCount.toLocaleString("en")} shifts), office (10 clients)`,
      rota,
    );

    // 6. The office's overview (/dashboard/app) over a year of data. Its figures
    // are kept while nothing they count changes (lib/server/overview/office-cache.ts),
    // so it is measured twice: as it is read, and with a change before every
    // request (an enquiry's updatedAt moved, from another connection, as another
    // instance of the app would), each answer then computed afresh.
    const counts = Object.fromEntries(
      ["Job", "ClockRecord", "Invoice", "Enquiry"].map((table) => [
        table,
        figures.prepare(`SELECT count(*) FROM "${table}"`).pluck().get().toLocaleString("en"),
      ]),
    );
    const over = `${counts.Job} jobs, ${counts.ClockRecord} clock records, ${counts.Invoice} invoices, ${counts.Enquiry} enquiries`;
    const overview = await runKeepingLatencies({ url: `${BASE}/api/overview`, connections: 10, headers: staff });
    reportPercentiles(`overview as the office over ${over} (10 clients)`, overview);
    const touch = figures.prepare(
      `UPDATE "Enquiry" SET updatedAt = ? WHERE id = (SELECT id FROM "Enquiry" ORDER BY createdAt DESC LIMIT 1)`,
    );
    let changes = 0;
    const changed = await runKeepingLatencies({
      url: `${BASE}/api/overview`,
      connections: 10,
      requests: [
        {
          setupRequest(request) {
            changes += 1;
            touch.run(new Date(Date.now() + changes).toISOString().replace("Z", "+00:00"));
            request.headers = staff;
            return request;
          },
        },
      ],
    });
    reportPercentiles(`overview as the office, a change before each request (10 clients)`, changed);
    figures.close();
  }

  // 7. The same job list through the cluster (scripts/cluster.ts: nginx in
  // front of CLUSTER_INSTANCES instances) on the same machine and file. Both
  // stay up, and the two take turns (BENCH_ROUNDS), so a drift of the
  // machine's speed weighs on both alike; each waits idle during the other's turn.
  cluster = startCluster(env, { port: CLUSTER_PORT, instances: CLUSTER_INSTANCES, dir: "storage/bench-cluster" });
  await waitUntilClusterReady(CLUSTER_PORT, CLUSTER_INSTANCES);
  const clusterList = { ...jobList, url: `http://127.0.0.1:${CLUSTER_PORT}/api/job/jobs` };
  // The single instance is warm from the sections before: warm the new ones up too.
  await run({ ...clusterList, duration: 3 });
  const single = [];
  const clustered = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const one = await run(jobList);
    report(`round ${round}: job/jobs page 1, one instance (50 clients)`, one);
    const many = await run(clusterList);
    report(`round ${round}: job/jobs page 1 through nginx + ${CLUSTER_INSTANCES} instances (50 clients)`, many);
    single.push(one.requests.average);
    clustered.push(many.requests.average);
  }
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const perRound = clustered.map((many, i) => (many / single[i]).toFixed(2)).join(", ");
  console.log(
    `job/jobs cluster / one instance throughput: ${(sum(clustered) / sum(single)).toFixed(2)} over ${ROUNDS} rounds ` +
      `(each: ${perRound}) (goal ≥ 1.7)`,
  );
} finally {
  killGroup(server.pid, "SIGTERM");
  if (cluster) killGroup(cluster.pid, "SIGTERM");
}
