// Several instances of the app behind nginx on one machine, started and
// supervised from one process: scripts/cluster.ts (the command) and the
// cluster e2e test use it. The design is in the command's header and in
// docs/operations.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ClusterOptions = {
  // nginx listens here.
  port: number;
  // nginx's address: all interfaces for the demo, loopback for the tests.
  listenHost?: string;
  instances: number;
  // Instance i listens on firstInstancePort + i.
  firstInstancePort: number;
  // nginx's configuration, cache, temporary files and logs; the instances' logs.
  dir: string;
  // For the instances, on top of this process's environment.
  env?: Record<string, string>;
  // Each instance's output into dir/instance-<i>.log instead of this terminal.
  logToFiles?: boolean;
};

export type Cluster = {
  instancePorts: number[];
  // The process id of instance i as it runs now, also its process group's
  // (a restart changes it).
  instancePid(i: number): number | undefined;
  // Resolves once every instance and nginx answer.
  ready: Promise<void>;
  stop(): Promise<void>;
};

// Scripts run from the project folder (npm runs them there).
const ROOT = process.cwd();
const RESTART_DELAY_MS = 1000;
// An instance that exits by itself within this time after its start refused to start.
const REFUSAL_WINDOW_MS = 15_000;

export function nginxPath(): string | undefined {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

// As scripts/e2e.ts does for Chromium: Debian's nginx when running as root,
// otherwise a clear message.
export function ensureNginx(): string {
  const found = nginxPath();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    console.log("nginx not found: installing Debian's nginx package with apt-get ...");
    spawnSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx && " +
        "(DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-filter || true)",
      { shell: true, stdio: "inherit" },
    );
  }
  const installed = nginxPath();
  if (!installed) {
    throw new Error(
      "No nginx found. Install it and run again:\n" +
        "  Debian/Ubuntu:  sudo apt-get install nginx\n" +
        "  or point NGINX_PATH at an nginx executable.",
    );
  }
  return installed;
}

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

// nginx's workers run as whoever starts the cluster, as the instances do: a
// root nginx would otherwise hand them to "nobody", who may not read the
// build folder or write to the cache. (A production nginx started by the
// system runs under its own user, with folders made for it.)
function userDirective(): string {
  return typeof process.getuid === "function" && process.getuid() === 0 ? "user root;" : "";
}

export function nginxConfig(options: {
  dir: string;
  listen: string[];
  instancePorts: number[];
  userDirective: string;
  withBrotli: boolean;
}): string {
  const { dir, listen, instancePorts, userDirective, withBrotli } = options;
  const tmp = (name: string) => path.join(dir, "tmp", name);
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
  const compressible =
    "text/plain text/css text/xml application/javascript application/json application/xml application/rss+xml image/svg+xml application/manifest+json";
  const proxied = `
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The app trusts exactly one proxy (TRUST_PROXY_HOPS=1): the address
      # nginx appends is the caller's; whatever the caller wrote is ignored.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # nginx compresses for the client; the cache holds one plain copy.
      proxy_set_header Accept-Encoding "";
      # A dead instance refuses the connection: the request goes to the next
      # one. A request already sent is not sent twice unless it is a GET.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      # A page of the job list is about 90 kB: held in memory while the
      # client reads it, rather than written to a temporary file (nginx's
      # default keeps 32 kB).
      proxy_buffer_size 16k;
      proxy_buffers 32 8k;
      proxy_busy_buffers_size 64k;`;
  return `# Written by scripts/cluster.ts at each start; edits are lost.
${withBrotli ? `load_module ${BROTLI_MODULE};\n` : ""}${userDirective}
daemon off;
# One worker keeps the cores for the app instances; it handles far more
# connections than they can answer.
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 2048; }

http {
  default_type application/octet-stream;
  types {
    text/css css;
    application/javascript js mjs;
    application/json json map;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    font/woff2 woff2;
    font/woff woff;
    image/x-icon ico;
  }
  client_body_temp_path ${tmp("body")};
  proxy_temp_path ${tmp("proxy")};
  fastcgi_temp_path ${tmp("fastcgi")};
  uwsgi_temp_path ${tmp("uwsgi")};
  scgi_temp_path ${tmp("scgi")};
  log_format cluster '$remote_addr "$request" $status $body_bytes_sent $upstream_addr $upstream_cache_status $request_time';
  access_log ${path.join(dir, "access.log")} cluster;
  server_tokens off;
  sendfile on;
  keepalive_timeout 65s;
  # An upload (5 MB) and its form fields.
  client_max_body_size 6m;

  gzip on;
  gzip_comp_level 5;
  gzip_min_length 512;
  gzip_proxied any;
  gzip_vary on;
  gzip_types ${compressible};
${withBrotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 512;\n  brotli_types ${compressible};\n` : ""}
  upstream app {
${servers.join("\n")}
    # Idle connections kept open to the instances, enough for every request
    # in flight: with 32, 50 busy clients made nginx open (and the instances
    # accept) a new connection for some requests (job list through the
    # cluster: 530 -> 555 req/s).
    keepalive 128;
    # Node closes an idle connection after 65 s (keepAliveTimeout,
    # scripts/server.ts): nginx must let go first, or it may send a request
    # down a connection Node is closing, and a POST that meets the reset is
    # answered 502.
    keepalive_timeout 50s;
  }

  # Public pages: cached as the app's Cache-Control says (s-maxage for the
  # pre-rendered ones; nothing without it). next-intl answers an address
  # without a language prefix by the visitor's NEXT_LOCALE cookie and
  # Accept-Language (a French visitor is sent to /fr), so both are in the
  # key, with Sec-Fetch-Dest, which decides whether the answer sets that
  # cookie. Next's Vary header (RSC requests) is honoured as well.
  proxy_cache_path ${path.join(dir, "cache")} levels=1:2 keys_zone=pages:10m max_size=512m inactive=7d use_temp_path=off;

  # A public page may set the language cookie and nothing else: any other
  # cookie (a session) keeps the answer out of the cache. A second cookie
  # would follow a comma; the only comma the language cookie has is its
  # Expires date's ("Expires=Wed, 01 Dec 2027 …").
  map $upstream_http_set_cookie $sets_other_cookie {
    "" 0;
    "~^NEXT_LOCALE=[a-z]+(; *([^,;]*|[Ee]xpires=[A-Za-z]{3}, [^,;]*))*$" 0;
    default 1;
  }

  server {
${listen.map((address) => `    listen ${address};`).join("\n")}
    server_name _;

    # Next's build output: names carry a content hash, so kept for a year.
    location /_next/static/ {
      alias ${path.join(ROOT, ".next", "static")}/;
      add_header Cache-Control "public, max-age=31536000, immutable";
      access_log off;
    }

    # The API, the dashboard and the sign-in pages answer per user: never cached.
    location ~* ^(/(fr|vi|cn|ar))?/(api|dashboard|auth)(/|$) {
      ${proxied.trim()}
    }

    location / {
      ${proxied.trim()}
      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_NEXT_LOCALE|$http_accept_language|$http_sec_fetch_dest";
      proxy_ignore_headers Set-Cookie;
      proxy_no_cache $http_authorization $sets_other_cookie;
      proxy_cache_bypass $http_authorization;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating http_502 http_503;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

export function startCluster(options: ClusterOptions): Cluster {
  const nginx = ensureNginx();
  const dir = path.resolve(options.dir);
  const instancePorts = Array.from({ length: options.instances }, (_, i) => options.firstInstancePort + i);
  // A new build may change every page: start with an empty cache.
  fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  for (const sub of ["cache", "tmp"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    config,
    nginxConfig({
      dir,
      listen: options.listenHost
        ? [`${options.listenHost}:${options.port}`]
        : // Every interface, IPv6 too where the machine has it ("localhost" may be ::1).
          [String(options.port), ...(fs.existsSync("/proc/net/if_inet6") ? [`[::]:${options.port}`] : [])],
      instancePorts,
      userDirective: userDirective(),
      withBrotli: fs.existsSync(BROTLI_MODULE),
    }),
  );
  const nginxArgs = ["-p", dir, "-c", config, "-e", path.join(dir, "error.log")];
  const checked = spawnSync(nginx, [...nginxArgs, "-t", "-q"], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx refused ${config}:\n${checked.stderr}`);

  let isStopping = false;
  const children: (ChildProcess | undefined)[] = [];
  // An instance that refuses to start makes the cluster not ready, at once.
  let refuse: (error: Error) => void = () => {};
  const refused = new Promise<never>((_, reject) => (refuse = reject));
  refused.catch(() => {});

  const startInstance = (i: number) => {
    const port = instancePorts[i]!;
    const output = options.logToFiles ? fs.openSync(path.join(dir, `instance-${i}.log`), "a") : "inherit";
    // One process per instance (tsx as a loader, not as a parent process),
    // in a process group of its own: a kill -9 of one reaches it all, and a
    // signal to the cluster's group does not (the cluster stops them itself).
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1", EXIT_WITH_CLUSTER: "1" },
      stdio: ["pipe", output, output],
      detached: true,
    });
    if (typeof output === "number") fs.closeSync(output);
    children[i] = child;
    // For an operator (or bench/load.mjs) who wants to stop or kill one.
    fs.writeFileSync(path.join(dir, `instance-${i}.pid`), `${child.pid}\n`);
    const startedAt = Date.now();
    child.on("exit", (code, signal) => {
      if (isStopping) return;
      const how = signal ?? `exit ${code}`;
      // One that stops by itself at once refused to start (its start-up
      // checks say why, above): starting it again would only repeat that.
      if (signal === null && Date.now() - startedAt < REFUSAL_WINDOW_MS) {
        refuse(new Error(`[cluster] instance ${i} (port ${port}) refused to start (${how}): not restarting it`));
        return;
      }
      console.error(`[cluster] instance ${i} (port ${port}) ended (${how}): restarting`);
      setTimeout(() => !isStopping && startInstance(i), RESTART_DELAY_MS);
    });
  };
  instancePorts.forEach((_, i) => startInstance(i));

  const proxy = spawn(nginx, nginxArgs, { stdio: ["ignore", "inherit", "inherit"] });
  proxy.on("exit", (code, signal) => {
    if (!isStopping) console.error(`[cluster] nginx ended (${signal ?? `exit ${code}`}): see ${dir}/error.log`);
  });

  const answers = async (url: string) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const status = await fetch(url).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`[cluster] ${url} did not answer within 60 s`);
  };
  const ready = Promise.race([
    refused,
    Promise.all(instancePorts.map((port) => answers(`http://127.0.0.1:${port}/api/health/ready`))).then(() =>
      answers(`http://127.0.0.1:${options.port}/api/health/live`),
    ),
  ]);

  const signalGroup = (child: ChildProcess | undefined, signal: NodeJS.Signals) => {
    try {
      if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const exited = (child: ChildProcess | undefined) =>
    !child || child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));

  return {
    instancePorts,
    instancePid: (i) => children[i]?.pid,
    ready,
    async stop() {
      isStopping = true;
      proxy.kill("SIGQUIT");
      children.forEach((child) => signalGroup(child, "SIGTERM"));
      const ended = Promise.all([exited(proxy), ...children.map(exited)]);
      const late = setTimeout(() => {
        proxy.kill("SIGKILL");
        children.forEach((child) => signalGroup(child, "SIGKILL"));
      }, 8000);
      await ended;
      clearTimeout(late);
    },
  };
}
