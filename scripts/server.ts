// The app's HTTP server: `npm start`, `npm run dev`, `npm run demo` and the
// e2e run all serve through it. It is Next.js's request handler behind a
// plain Node server, for one reason: it records each request's socket
// address (lib/server/net/peer.ts) before Next sees the request. `next start`
// does not give route handlers the socket, and fills X-Forwarded-For from it
// only when the caller sent none, so a caller could pick the address the rate
// limits count against (docs/security.md). It also folds API paths to lower
// case (lib/server/net/api-path.ts), so API calls skip the middleware.
//
//   tsx scripts/server.ts [--dev]      PORT (default 3000), HOST (default all interfaces)
import { createServer } from "node:http";
import { lowerCaseApiPath } from "../lib/server/net/api-path";
import { runWithPeer } from "../lib/server/net/peer";

const isDev = process.argv.includes("--dev");
// Next expects NODE_ENV to match the mode, as `next start` and `next dev` set it.
(process.env as Record<string, string>).NODE_ENV = isDev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;

async function main() {
  const { default: next } = await import("next");
  // Next builds its own requests' URLs (a middleware rewrite among them) from
  // this name, whatever address the server listens on: with 127.0.0.1 here,
  // a rewrite of http://localhost:PORT/ looked external and became a redirect.
  const app = next({ dev: isDev, port, hostname: "localhost", turbopack: isDev });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    if (req.url) req.url = lowerCaseApiPath(req.url);
    runWithPeer(req.socket.remoteAddress ?? "unknown", () => handle(req, res)).catch((error: unknown) => {
      console.error("[server] request failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Idle keep-alive connections stay open a minute (Node's default is 5 s):
  // a client that sends down a connection just as the server closes it
  // meets a reset (seen in e2e), and proxies in front (nginx here, a load
  // balancer's 60 s) must be the ones to let go first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, host, () => {
    console.log(`> ${isDev ? "Development" : "Production"} server ready on http://${host ?? "localhost"}:${port}`);
  });

  const shutDown = (signal: string) => {
    console.log(`> ${signal}: closing`);
    server.close(() => void app.close().finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open: give them a moment.
    setTimeout(() => process.exit(0), 5000).unref();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
  // An instance of scripts/cluster.ts: the cluster holds this process's
  // stdin, which ends when the cluster ends, however it ends (kill -9
  // included); an instance left behind would hold its port and the database.
  if (process.env.EXIT_WITH_CLUSTER === "1") {
    process.stdin.on("end", () => shutDown("the cluster ended"));
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
