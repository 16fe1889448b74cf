import { getEnv } from "@/lib/env";
import { socketPeer } from "./peer";

let hasWarned = false;

// The address of the caller, as far as this app can trust it: the rate limits
// count per address, so a caller able to choose it could escape every limit
// or charge someone else's.
// - TRUST_PROXY_HOPS=0 (default): the socket's address. X-Forwarded-For is
//   ignored: anyone can send it.
// - TRUST_PROXY_HOPS=N: N proxies of ours each append the address they saw
//   to X-Forwarded-For; the Nth entry from the right (counting the socket's
//   address as entry 0) is the one our outermost proxy saw. What is further
//   left was written by the caller and is ignored. With fewer entries than
//   that, the request did not come through all the proxies, and the leftmost
//   one is used (it is still one a proxy of ours or the socket reported).
export function clientAddress(req: Request, hops = getEnv().TRUST_PROXY_HOPS): string {
  const peer = socketPeer(req);
  if (peer === undefined) {
    if (!hasWarned && process.env.NODE_ENV === "production") {
      hasWarned = true;
      console.warn("[net] The caller's address is unknown: serve the app with `npm start` (scripts/server.ts).");
    }
    return "unknown";
  }
  if (hops === 0) return normalise(peer);
  const forwarded = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]!);
}

// "::ffff:203.0.113.9" and "203.0.113.9" are one caller.
function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
}
