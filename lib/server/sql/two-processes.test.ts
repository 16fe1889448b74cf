import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { sqlTransaction } from "./sql";

// A second process writing to the same file, as a second instance of the
// app or a script would: a row per transaction, either without pause or
// holding the write lock for a while each time.
const live = process.env.DATABASE_URL!.slice("file:".length);
new Database(live).pragma("journal_mode = WAL");

const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 10000 });
const insert = db.prepare('INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (?, 1, 0, 0, ?)');
// Holding the write lock for argv[2] ms per transaction (0: as long as a row takes).
const holdMs = Number(process.argv[2]);
const write = db.transaction((key) => {
  insert.run(key, new Date().toISOString());
  if (holdMs > 0) process.stdout.write("holding\\n");
  const until = Date.now() + holdMs;
  while (Date.now() < until);
});
let n = 0;
process.stdout.write("ready\\n");
const tick = () => {
  if (holdMs > 0) write.immediate("other:" + process.pid + ":" + n++);
  else for (let i = 0; i < 5; i += 1) write.immediate("other:" + process.pid + ":" + n++);
  setTimeout(tick, holdMs > 0 ? 50 : 0);
};
tick();
`;

let writer: ChildProcess | undefined;
afterEach(() => {
  writer?.kill("SIGKILL");
});

// Resolves once the writer runs (holding the lock, when it holds it).
async function startWriter(holdMs = 0): Promise<void> {
  writer = spawn(process.execPath, ["-e", WRITER, live, String(holdMs)], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = readline.createInterface({ input: writer.stdout! });
  const awaited = holdMs > 0 ? "holding" : "ready";
  await new Promise<void>((resolve) => lines.on("line", (line) => line === awaited && resolve()));
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
    // The other process is still writing: it was not refused either.
    expect(writer!.exitCode).toBeNull();
  });

  it("waits for the other process's write lock without stopping this process", async () => {
    // The other process holds the lock for 200 ms at a time, then lets go
    // for 50 ms: SQLite's own busy wait would freeze this process meanwhile.
    await startWriter(200);
    let longestGap = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      const now = Date.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      const writes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? db.rateLimitBucket.create({ data: bucket(`patient:${i}`) })
            : db.$transaction(async (tx) => {
                await tx.rateLimitBucket.create({ data: bucket(`patient:${i}`) });
              }),
        ),
      );
      expect(writes.filter((write) => write.status === "rejected")).toEqual([]);
    } finally {
      clearInterval(ticker);
      longestGap = Math.max(longestGap, Date.now() - last);
    }
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "patient:" } } })).toBe(10);
    // Timers kept firing while the writes waited their turn at the lock.
    expect(longestGap).toBeLessThan(150);
  });
});
