import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { sqlTransaction } from "./sql";

// A second process writing to the same file, as a second instance of the
// app, a backup or a script would: a row per transaction, without pause.
const live = process.env.DATABASE_URL!.slice("file:".length);
new Database(live).pragma("journal_mode = WAL");

const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 10000 });
const insert = db.prepare('INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)');
const write = db.transaction((key) => insert.run(key, new Date().toISOString()));
let n = 0;
process.stdout.write("ready\\n");
const tick = () => {
  for (let i = 0; i < 5; i += 1) write.immediate("other:" + n++);
  setImmediate(tick);
};
tick();
`;

let writer: ChildProcess | undefined;
afterEach(() => {
  writer?.kill("SIGKILL");
});

async function startWriter(): Promise<void> {
  writer = spawn(process.execPath, ["-e", WRITER, live], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = readline.createInterface({ input: writer.stdout! });
  await new Promise<void>((resolve) => lines.once("line", () => resolve()));
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const bucket = (key: string) => ({ key, count: 1, windowStart: 0n, expiresAt: 0n });

describe("a transaction while another process writes to the same file", () => {
  it("reads, then writes, without SQLite refusing the write half-way", async () => {
    await startWriter();
    // Each transaction reads first, lets the other process commit, then writes:
    // a deferred BEGIN cannot write over a snapshot that is no longer the
    // newest, and SQLite answers SQLITE_BUSY at once instead of waiting.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? db.$transaction(async (tx) => {
              await tx.rateLimitBucket.count();
              await pause();
              await tx.rateLimitBucket.create({ data: bucket(`mine:${i}`) });
            })
          : sqlTransaction(async (tx) => {
              await tx.query(`SELECT COUNT(*) AS "n" FROM "RateLimitBucket"`);
              await pause();
              await tx.execute(
                `INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)`,
                [`mine:${i}`, new Date()],
              );
            }),
      ),
    );
    // A batch transaction, as the sweep of ended rate-limit windows runs one.
    const batch = await db
      .$transaction([db.rateLimitBucket.count(), db.rateLimitBucket.deleteMany({ where: { key: "mine:0" } })])
      .then(
        () => "ok",
        (error: Error) => error.message,
      );

    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expect(batch).toBe("ok");
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "mine:" } } })).toBe(19);
    // The other process kept writing meanwhile.
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "other:" } } })).toBeGreaterThan(20);
  });
});
