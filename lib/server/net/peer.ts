import { AsyncLocalStorage } from "node:async_hooks";

// The address of the socket a request arrived on. `scripts/server.ts` runs
// every request inside this store before Next.js sees it; Next's own
// `next start` does not expose the socket to route handlers, and the
// X-Forwarded-For it fills in is the caller's own when the caller sent one.
//
// The store is kept on globalThis so that the server script and the bundled
// app (a separate module graph) share one instance. No 'server-only' import:
// the server script loads this file outside Next.

const KEY = Symbol.for("emerald-clean.socket-peer");
type PeerStore = AsyncLocalStorage<string>;

const store: PeerStore =
  ((globalThis as Record<symbol, unknown>)[KEY] as PeerStore | undefined) ?? new AsyncLocalStorage();
(globalThis as Record<symbol, unknown>)[KEY] = store;

// Requests made inside this process (tests, benchmarks) name their peer here.
const requestPeers = new WeakMap<Request, string>();

export function runWithPeer<T>(address: string, handle: () => T): T {
  return store.run(address, handle);
}

export function setRequestPeer(req: Request, address: string): Request {
  requestPeers.set(req, address);
  return req;
}

// The socket address of this request, or undefined when the app was started
// some other way and cannot know it.
export function socketPeer(req: Request): string | undefined {
  return requestPeers.get(req) ?? store.getStore();
}
