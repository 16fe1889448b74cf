import type { IncomingMessage, ServerResponse } from "node:http";
import { lowerCaseApiPath } from "./api-path";
import { runWithPeer } from "./peer";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

// The caller hung up before its request was read or answered: a phone that
// lost its signal, a browser that moved on while a POST was in flight. Node
// then fails the body's read with "aborted" (ECONNRESET). Nothing is wrong
// with the server, and nobody is left to answer.
export function isClientGone(req: IncomingMessage, res: ServerResponse, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    req.destroyed ||
    res.destroyed ||
    code === "ECONNRESET" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    (error as Error | undefined)?.message === "aborted"
  );
}

// One request as scripts/server.ts serves it: the API path in lower case,
// the socket's address recorded for the rate limits, then Next's handler.
// A failure is the server's and logged as one, unless the caller had gone:
// that is logged as a line of its own, so the log's failures stay real ones.
export function serveRequest(handle: Handle) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url) req.url = lowerCaseApiPath(req.url);
    runWithPeer(req.socket.remoteAddress ?? "unknown", () => handle(req, res)).catch((error: unknown) => {
      if (isClientGone(req, res, error)) {
        console.info(`[server] ${req.method} ${req.url}: the caller hung up before the answer`);
        res.destroy();
        return;
      }
      console.error("[server] request failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}
