// A PostgreSQL server of the tests' own (npm run test:pg): Debian's
// postgresql binaries, a new cluster in a folder under storage/, listening on
// a free port on 127.0.0.1 only, stopped and deleted by stop() or when this
// process ends, however it ends. PostgreSQL refuses to run as root, so as root
// the server runs as the unprivileged `postgres` user the package creates.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type PostgresServer = {
  // The address of one database of the server (created by createDatabase).
  url(database: string): string;
  createDatabase(name: string, template?: string): void;
  stop(): void;
};

const SUPERUSER = "emerald";

export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

// As root, installs Debian's postgresql when its server binaries are missing
// (the way scripts/e2e.ts installs Chromium); otherwise says how to get them.
export function ensurePostgresInstalled(): string {
  let binDir = postgresBinDir();
  if (!binDir && isRoot()) {
    console.log("PostgreSQL not found: installing Debian's postgresql package with apt-get ...");
    execFileSync(
      "sh",
      ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null"],
      { stdio: "inherit" },
    );
    binDir = postgresBinDir();
  }
  if (!binDir) {
    console.error(
      "\nNo PostgreSQL server found. Install one and run again:\n" +
        "  Debian/Ubuntu:  sudo apt-get install postgresql\n" +
        "  or point PG_BIN_DIR at the folder holding initdb and pg_ctl.\n",
    );
    process.exit(1);
  }
  return binDir;
}

export async function startPostgres(dataDir: string): Promise<PostgresServer> {
  const binDir = ensurePostgresInstalled();
  const port = await freePort();
  const dir = serverFolder(path.resolve(dataDir));
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");

  const asServerUser = (command: string, args: string[]) => {
    const [file, fullArgs] = isRoot()
      ? ["runuser", ["-u", "postgres", "--", path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
    const result = spawnSync(file, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
    }
  };

  // Trust on loopback: the server lives as long as the test run and listens
  // on 127.0.0.1 and a socket in its own folder only.
  asServerUser("initdb", ["-D", data, "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  // fsync off: a crash of a throwaway test server loses nothing anybody keeps.
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c fsync=off"];
  options.push("-c synchronous_commit=off", "-c full_page_writes=off", "-c max_connections=200");
  asServerUser("pg_ctl", ["start", "-D", data, "-l", log, "-w", "-t", "60", "-o", options.join(" ")]);

  let isStopped = false;
  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    process.off("exit", stop);
    try {
      asServerUser("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
    } catch (error) {
      console.error(String(error));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stop();
      process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
    });
  }

  const url = (database: string) => `postgresql://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase(name, template) {
      const sql = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`;
      const result = spawnSync(path.join(binDir, "psql"), [url("postgres"), "-v", "ON_ERROR_STOP=1", "-c", sql], {
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    },
    stop,
  };
}

// The folder holds the data and the server's socket: the server's user must
// own it. As root, that is the postgres user, who may not be able to reach a
// checkout under a private home folder (/root is 700): then the data goes
// to a folder of its own under the system's temporary folder.
function serverFolder(wanted: string): string {
  fs.rmSync(wanted, { recursive: true, force: true });
  fs.mkdirSync(wanted, { recursive: true });
  if (!isRoot()) return wanted;
  execFileSync("chown", ["-R", "postgres:postgres", wanted]);
  if (spawnSync("runuser", ["-u", "postgres", "--", "test", "-w", wanted]).status === 0) return wanted;
  fs.rmSync(wanted, { recursive: true, force: true });
  const fallback = fs.mkdtempSync(path.join(os.tmpdir(), "emerald-pg-"));
  execFileSync("chown", ["-R", "postgres:postgres", fallback]);
  console.log(`The postgres user cannot reach ${wanted}: the test server's data is in ${fallback}.`);
  return fallback;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

// A port nobody listens on: one the system just handed out and took back.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
