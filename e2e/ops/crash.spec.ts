// better-sqlite3 directly, not ../db: the test reads its own copy of the
// SQLite file (SQLite only, like all of e2e/ops).
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backupSqlite } from "../../lib/server/backup/sqlite-backup";
import { E2E_ENV, E2E_PORT } from "../../scripts/e2e-env";
import { expect, test } from "../fixtures";
import { enquiryBody, expectAcknowledgedStored } from "./enquiries";

// The server process itself, started and killed by the test: an instance that
// dies mid-write (kill -9, a power cut of the process) and one that must not
// start at all. Each test has its own database, a copy of the seeded one.

function startServer(port: number, env: Record<string, string>, stdio: "ignore" | "pipe" = "ignore"): ChildProcess {
  return spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/server.ts"], {
    env: { ...process.env, ...E2E_ENV, PORT: String(port), APP_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", stdio, stdio],
    detached: true,
  });
}

async function waitUntilReady(port: number) {
  await expect(async () => {
    expect((await fetch(`http://localhost:${port}/api/health/ready`)).status).toBe(200);
  }).toPass({ timeout: 30_000 });
}

function sendEnquiry(port: number, n: number): Promise<Response> {
  return fetch(`http://localhost:${port}/api/Enquiry/CreateEnquiry`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${(n >> 8) & 255}.${n & 255}` },
    body: enquiryBody("Crash Visitor", n),
  });
}

const workDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "e2e-ops-"));

test.describe("an instance that dies", () => {
  test("killed -9 under write load: every acknowledged enquiry and its notification survive, the file is sound, the restarted instance serves", async () => {
    test.setTimeout(120_000);
    const dir = workDir();
    const file = backupSqlite(E2E_ENV.DATABASE_URL.replace(/^file:/, ""), dir);
    const port = E2E_PORT + 20 + test.info().parallelIndex;
    const env = { DATABASE_URL: `file:${file}`, MAIL_DIR: path.join(dir, "mail") };
    let server = startServer(port, env);
    try {
      await waitUntilReady(port);
      const acknowledged: string[] = [];
      let isKilled = false;
      let sent = 0;
      // 20 visitors at once, each sending again as soon as answered, until the kill.
      const visitors = Array.from({ length: 20 }, async () => {
        while (!isKilled) {
          // Acknowledged: the whole answer arrived (the kill may cut one short).
          const answer = await sendEnquiry(port, (sent += 1))
            .then(async (response) => (response.status === 200 ? ((await response.json()) as { id: string }) : null))
            .catch(() => null);
          if (answer) acknowledged.push(answer.id);
        }
      });
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(150);
      process.kill(-server.pid!, "SIGKILL");
      isKilled = true;
      await Promise.all(visitors);

      const db = new Database(file, { readonly: true });
      try {
        expectAcknowledgedStored(db, "Crash Visitor", acknowledged);
      } finally {
        db.close();
      }

      server = startServer(port, env);
      await waitUntilReady(port);
      expect((await sendEnquiry(port, 99_999)).status).toBe(200);
    } finally {
      try {
        process.kill(-server.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("an instance that cannot serve", () => {
  for (const [variable, value] of [
    ["DATABASE_URL", "file:/nonexistent-folder/app.db"],
    ["UPLOAD_DIR", "package.json/uploads"],
  ] as const) {
    test(`refuses to start with an unusable ${variable}, in one line naming it`, async () => {
      const port = E2E_PORT + 30 + test.info().parallelIndex;
      const server = startServer(port, { [variable]: value }, "pipe");
      let output = "";
      server.stdout!.on("data", (chunk) => (output += chunk));
      server.stderr!.on("data", (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => server.on("exit", resolve));
      expect(code).not.toBe(0);
      const lines = output.split("\n").filter((line) => line.startsWith(`${variable}:`));
      expect(lines).toHaveLength(1);
      expect(output).not.toContain("ready on");
    });
  }
});
