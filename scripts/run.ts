import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";

// Small helpers shared by the project's scripts.

export function run(command: string, env: Record<string, string> = {}): void {
  console.log(`\n> ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function removeDatabase(file: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}

// The demo runs `next start`, a production server, which insists on a real
// AUTH_SECRET: make one on first run and keep it in .env (never committed).
export function ensureDotEnv(): void {
  if (!fs.existsSync(".env")) {
    const secret = randomBytes(48).toString("base64url");
    fs.writeFileSync(".env", `DATABASE_URL="file:./storage/dev.db"\nAUTH_SECRET="${secret}"\n`);
    console.log("Created .env with DATABASE_URL and a generated AUTH_SECRET for this machine (demo use).");
  }
  process.loadEnvFile(".env");
}
