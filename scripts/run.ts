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

// The demo runs a production server, which insists on a real AUTH_SECRET and
// on APP_URL (the origin of every link it e-mails): make them on first run
// and keep them in .env (never committed). A .env from before APP_URL
// existed gets it added.
export function ensureDotEnv(port = "3000"): void {
  if (!fs.existsSync(".env")) {
    const secret = randomBytes(48).toString("base64url");
    fs.writeFileSync(".env", `DATABASE_URL="file:./storage/dev.db"\nAUTH_SECRET="${secret}"\n`);
    console.log("Created .env with DATABASE_URL and a generated AUTH_SECRET for this machine (demo use).");
  }
  if (!/^APP_URL=/m.test(fs.readFileSync(".env", "utf8")) && !process.env.APP_URL) {
    fs.appendFileSync(".env", `APP_URL="http://localhost:${port}"\n`);
    console.log(
      `Added APP_URL="http://localhost:${port}" to .env: set it to the address people use to reach the site.`,
    );
  }
  process.loadEnvFile(".env");
}
