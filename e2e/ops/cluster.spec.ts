// better-sqlite3 directly, not ../db: the test reads its own copy of the
// SQLite file (SQLite only, like all of e2e/ops).
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { backupSqlite } from "../../lib/server/backup/sqlite-backup";
import { startCluster, type Cluster } from "../../scripts/cluster/start-cluster";
import { E2E_ENV, E2E_PORT } from "../../scripts/e2e-env";
import { DEMO, DEMO_PASSWORD, expect, test } from "../fixtures";
import { enquiryBody, expectAcknowledgedStored } from "./enquiries";

// nginx in front of two instances (scripts/cluster.ts), as `npm run
// demo:cluster` runs them, on a copy of the seeded database with upload and
// mail folders of its own. One cluster for the whole file, in one worker.
test.describe.configure({ mode: "serial" });

const PORT = E2E_PORT + 50;
const ORIGIN = `http://localhost:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-cluster-"));
const file = path.join(dir, "app.db");
const mailDir = path.join(dir, "mail");
let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.renameSync(backupSqlite(E2E_ENV.DATABASE_URL.replace(/^file:/, ""), path.join(dir, "copy")), file);
  cluster = startCluster({
    port: PORT,
    listenHost: "127.0.0.1",
    instances: 2,
    firstInstancePort: PORT + 1,
    dir: path.join(dir, "nginx"),
    logToFiles: true,
    env: {
      ...E2E_ENV,
      DATABASE_URL: `file:${file}`,
      UPLOAD_DIR: path.join(dir, "uploads"),
      MAIL_DIR: mailDir,
      APP_URL: ORIGIN,
      TRUST_PROXY_HOPS: "1",
    },
  });
  await cluster.ready;
});

// A failure comes with what nginx and the instances logged.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const name of ["error.log", "access.log", "instance-0.log", "instance-1.log"]) {
    const log = path.join(dir, "nginx", name);
    if (fs.existsSync(log)) await testInfo.attach(name, { path: log, contentType: "text/plain" });
  }
});

test.afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const through = (port: number) => `http://127.0.0.1:${port}`;

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// Which instance answered each request to `pathname`, from nginx's access log.
function upstreamsOf(pathname: string): string[] {
  return fs
    .readFileSync(path.join(dir, "nginx", "access.log"), "utf8")
    .split("\n")
    .filter((line) => line.includes(` ${pathname} `))
    .map((line) => line.split(" ")[6]!);
}

// An enquiry from a caller of its own: nginx counts the address it sees
// (any 127.x.y.z is this machine), so the rate limit per address stays out of the way.
function sendEnquiry(n: number): Promise<{ id: string } | null> {
  const body = enquiryBody("Cluster Visitor", n);
  const localAddress = `127.30.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, localAddress, path: "/api/Enquiry/CreateEnquiry", method: "POST" },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        // Acknowledged: the whole answer arrived (the kill may cut one short).
        res.on("end", () => resolve(res.statusCode === 200 ? (JSON.parse(text) as { id: string }) : null));
        res.on("error", () => resolve(null));
      },
    );
    req.on("error", () => resolve(null));
    req.setHeader("content-type", "application/json");
    req.end(body);
  });
}

test("nginx answers public pages from its cache by language, compressed; API and dashboard answers never", async () => {
  const english = { "accept-language": "en-IE,en;q=0.9", "accept-encoding": "gzip, br" };
  const first = await fetch(`${ORIGIN}/services`, { headers: english });
  const second = await fetch(`${ORIGIN}/services`, { headers: english });
  expect(first.status).toBe(200);
  expect(first.headers.get("x-cache-status")).toBe("MISS");
  expect(second.headers.get("x-cache-status")).toBe("HIT");
  expect(second.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
  const page = await second.text();
  expect(page).toBe(await first.text());

  // The English home page is cached, yet a French visitor is still sent to /fr.
  await fetch(`${ORIGIN}/`, { headers: english });
  expect((await fetch(`${ORIGIN}/`, { headers: english })).headers.get("x-cache-status")).toBe("HIT");
  const french = await fetch(`${ORIGIN}/`, { headers: { "accept-language": "fr-FR,fr;q=0.9" }, redirect: "manual" });
  expect(french.status).toBe(307);
  expect(french.headers.get("location")).toBe(`${ORIGIN}/fr`);
  const chosen = await fetch(`${ORIGIN}/`, { headers: { ...english, cookie: "NEXT_LOCALE=ar" }, redirect: "manual" });
  expect(chosen.headers.get("location")).toBe(`${ORIGIN}/ar`);
  // An English browser on the French pages is given the language cookie (kept
  // for a year, so it has an Expires date and its comma); that answer is still cached.
  const toFrench = await fetch(`${ORIGIN}/fr/services`, { headers: english });
  expect(toFrench.headers.get("set-cookie")).toMatch(/^NEXT_LOCALE=fr;.*Expires=/);
  expect((await fetch(`${ORIGIN}/fr/services`, { headers: english })).headers.get("x-cache-status")).toBe("HIT");

  // Signed-in answers go to the app every time.
  const cookie = await signIn(ORIGIN, DEMO.admin);
  for (const pathname of ["/api/auth/me", "/dashboard/app"]) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${ORIGIN}${pathname}`, { headers: { cookie } });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get("x-cache-status"), pathname).toBeNull();
    }
  }

  // Next's hashed files come from the build folder, kept for a year.
  const asset = /\/_next\/static\/[^"]+\.js/.exec(page)![0];
  const script = await fetch(`${ORIGIN}${asset}`, { headers: { "accept-encoding": "gzip" } });
  expect(script.status).toBe(200);
  expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(script.headers.get("content-encoding")).toBe("gzip");
});

test("requests go round-robin, and a caller cannot choose its rate-limit bucket through the cluster", async () => {
  const email = `nobody-${randomUUID()}@example.ie`;
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const response = await fetch(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      // A new X-Forwarded-For each time: nginx appends the real address, which is the one counted.
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
      body: JSON.stringify({ username: email, password: "not-the-password" }),
    });
    statuses.push(response.status);
  }
  // Five wrong passwords per address and account, counted in the shared database.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  const upstreams = new Set(upstreamsOf("/api/auth/login"));
  expect([...upstreams].sort()).toEqual(cluster.instancePorts.map((port) => `127.0.0.1:${port}`));
});

test("what one instance stores, the other serves at once: a chat message, a photo, a session", async () => {
  const [a, b] = cluster.instancePorts.map(through);
  const cookie = await signIn(a!, DEMO.admin);
  // The site's own pages send writes with its origin (a cookie-signed write without it is refused).
  const origin = ORIGIN;
  const db = new Database(file, { readonly: true });
  const jobId = db.prepare(`SELECT id FROM "Job" ORDER BY "createdAt" LIMIT 1`).pluck().get() as string;
  db.close();

  const text = `Through one instance ${randomUUID()}`;
  const posted = await fetch(`${a}/api/ChatBox/CreateChatBox`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify({ jobId, text }),
  });
  expect(posted.status).toBe(200);
  // The chat polls every 3 seconds; the other instance has the message on its next poll.
  const chat = await fetch(`${b}/api/ChatBox/GetChatBoxbyJob?jobId=${jobId}&pageSize=100&pageNumber=1`, {
    headers: { cookie },
  });
  expect(chat.status).toBe(200);
  const { data } = (await chat.json()) as { data: { text: string }[] };
  expect(data.map((message) => message.text)).toContain(text);

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const form = new FormData();
  form.set("jobId", jobId);
  form.set("file", new Blob([png], { type: "image/png" }), "before.png");
  const uploaded = await fetch(`${a}/api/job/uploadphoto`, { method: "POST", headers: { cookie, origin }, body: form });
  expect(uploaded.status).toBe(200);
  const photo = (await uploaded.json()) as { path: string };
  const served = await fetch(`${b}${photo.path}`, { headers: { cookie } });
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
});

test("one instance killed -9 under load: the other keeps answering, nothing acknowledged is lost, each mail goes once, the killed one comes back", async () => {
  test.setTimeout(120_000);
  const acknowledged: string[] = [];
  let failed = 0;
  let killedAt = 0;
  let isRunning = true;
  let sent = 0;
  // 20 visitors at once, each sending again as soon as answered.
  const visitors = Array.from({ length: 20 }, async () => {
    while (isRunning) {
      const answer = await sendEnquiry((sent += 1));
      if (answer) acknowledged.push(answer.id);
      else failed += 1;
    }
  });
  try {
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100);
    const killed = cluster.instancePid(0)!;
    process.kill(-killed, "SIGKILL");
    killedAt = Date.now();
    const atKill = acknowledged.length;
    // nginx sends new requests to the survivor: the visitors keep being answered.
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(atKill + 150);
    // The requests in flight on the killed instance may fail; nothing else.
    expect(failed).toBeLessThanOrEqual(20);
    // Restarted by the cluster's supervisor, it serves again.
    await expect
      .poll(
        () =>
          fetch(`${through(cluster.instancePorts[0]!)}/api/health/ready`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(cluster.instancePid(0)).not.toBe(killed);
  } finally {
    isRunning = false;
    await Promise.all(visitors);
  }

  let sentMails = 0;
  let stranded = 0;
  const db = new Database(file, { readonly: true });
  try {
    const stored = expectAcknowledgedStored(db, "Cluster Visitor", acknowledged);
    // The outbox, drained by both instances, sends each notification once.
    // All sent, but for the batch the killed instance had claimed: another
    // takes those over when the claim is 5 minutes old (lib/server/mail/outbox.ts).
    const unsent = db.prepare(
      `SELECT status, "claimedAt" FROM "OutboxMail" WHERE subject LIKE '%Cluster Visitor %' AND status <> 'sent'`,
    );
    const waiting = () =>
      (unsent.all() as { status: string; claimedAt: string | null }[]).filter(
        (row) => row.status !== "sending" || new Date(row.claimedAt!).getTime() > killedAt,
      ).length;
    await expect.poll(waiting, { timeout: 60_000 }).toBe(0);
    stranded = unsent.all().length;
    expect(stranded).toBeLessThanOrEqual(20);
    sentMails = stored - stranded;
  } finally {
    db.close();
  }
  const mails = fs.readdirSync(mailDir).filter((name) => name.endsWith(".eml"));
  const visitorMails = mails.filter((name) =>
    fs.readFileSync(path.join(mailDir, name), "utf8").includes("Cluster Visitor"),
  );
  const ids = visitorMails.map(
    (name) => /^Message-ID: (.+)$/m.exec(fs.readFileSync(path.join(mailDir, name), "utf8"))![1],
  );
  // One file per sent mail, no mail twice; the killed instance may have
  // written some of its batch before it died.
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBeGreaterThanOrEqual(sentMails);
  expect(ids.length).toBeLessThanOrEqual(sentMails + stranded);
});
